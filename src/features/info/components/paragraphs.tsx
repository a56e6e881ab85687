/** Prose from the event configuration, one paragraph per string. */
export function Paragraphs({ items }: { items: readonly string[] }) {
  return (
    <>
      {items.map((text, index) => (
        <p key={index}>{text}</p>
      ))}
    </>
  );
}
