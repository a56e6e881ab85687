// An element React renders empty and never fills: a page's first-paint script (built beside the page, e.g.
// src/features/live/first-paint) may write the first live values into it before the app has loaded. Hydration
// leaves an element with inner HTML as it finds it (React compares inner HTML only in development, and this
// element suppresses that warning), and React does not touch it again while the prop stays the same object; the
// screen unmounts it once it shows its own data.
const EMPTY = { __html: '' };

export interface FirstPaintSlotProps {
  /** The slot's name, as the page's first-paint script looks it up (`data-first-paint`). */
  name: string;
  className?: string;
}

export function FirstPaintSlot({ name, className }: FirstPaintSlotProps) {
  return <div data-first-paint={name} className={className} suppressHydrationWarning dangerouslySetInnerHTML={EMPTY} />;
}
