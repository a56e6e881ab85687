// The address a judge's tablet opens (the public mark-entry route of spec §2).
export function judgeLink(judgeKey: string, origin: string = window.location.origin): string {
  return `${origin}/judges/${encodeURIComponent(judgeKey)}`;
}
