// The one way first-paint modules build the page's first view: DOM calls, so text from the database is never
// parsed as markup.

/** An element with its classes and children (strings become text nodes). */
export function element(doc: Document, tag: string, className: string, ...children: (Node | string)[]): HTMLElement {
  const made = doc.createElement(tag);
  if (className) made.className = className;
  made.append(...children);
  return made;
}
