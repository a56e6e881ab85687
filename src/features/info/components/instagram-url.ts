/** An Instagram handle may be stored as "@team", "@@team", "team" or a full link. */
export function instagramUrl(value: string): string {
  if (/^https?:\/\//i.test(value)) return value;
  return `https://www.instagram.com/${value.trim().replace(/^@+/, '')}`;
}
