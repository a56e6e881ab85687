import { type RefObject, useLayoutEffect, useRef } from 'react';

/** Fields a person may be typing in: a message appearing then must not pull focus out of them. */
const TYPING = 'input:not([type=checkbox]):not([type=radio]):not([type=submit]):not([type=button]), textarea, select, [contenteditable="true"]';

/**
 * Moves focus to a confirmation or error summary when it appears (or its text changes), so a keyboard or
 * screen-reader user lands on what happened instead of on the page's body once the submit button disables
 * itself. The element needs tabIndex={-1}. A message that can arrive on its own (a console's
 * write) leaves focus alone while the person is typing in a field; the answer to a submit (`afterSubmit`)
 * always takes it, since Enter in a field is how many people submit. Focus moves in the same commit that shows the
 * message (a layout effect), so nothing, a person or a test, ever finds the message shown and focus still elsewhere.
 */
export function useFocusWhenShown<T extends HTMLElement>(shownKey: string | null | false | undefined, afterSubmit = false): RefObject<T | null> {
  const ref = useRef<T>(null);
  useLayoutEffect(() => {
    if (!shownKey) return;
    const active = document.activeElement;
    if (!afterSubmit && active instanceof HTMLElement && active.matches(TYPING)) return;
    ref.current?.focus();
  }, [shownKey, afterSubmit]);
  return ref;
}
