// Push IDs like the SDK's NextPushId.ts: 8 timestamp characters then 12 random ones, increasing
// within one millisecond, so REST POST keys sort with client push() keys.

const PUSH_CHARS = '-0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ_abcdefghijklmnopqrstuvwxyz';

let lastPushTime = 0;
const lastRandChars: number[] = [];

export function nextPushId(now: number): string {
  const duplicateTime = now === lastPushTime;
  lastPushTime = now;
  let time = now;
  const timeChars: string[] = new Array(8);
  for (let i = 7; i >= 0; i--) {
    timeChars[i] = PUSH_CHARS.charAt(time % 64);
    time = Math.floor(time / 64);
  }
  if (!duplicateTime) {
    for (let i = 0; i < 12; i++) lastRandChars[i] = Math.floor(Math.random() * 64);
  } else {
    let i = 11;
    for (; i >= 0 && lastRandChars[i] === 63; i--) lastRandChars[i] = 0;
    if (i >= 0) lastRandChars[i]++;
  }
  return timeChars.join('') + lastRandChars.map((c) => PUSH_CHARS.charAt(c)).join('');
}
