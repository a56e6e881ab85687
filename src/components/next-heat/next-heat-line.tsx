// The one line about a couple's next heat ("On deck in 3 heats (about 6 min), floor B"), announced politely
// when it changes.
export function NextHeatLine({ who, sentence }: { who: string; sentence: string | null }) {
  if (sentence === null) return null;
  return <p role="status" aria-label={`Next heat of ${who}`} className="fw-semibold mb-1">{sentence}</p>;
}
