// The row of a table being edited in place: at most one at a time, closed only once its save went through,
// so a refused save leaves the form as the user typed it.
import { useState } from 'react';

export function useInlineEdit() {
  const [editing, setEditing] = useState<string | null>(null);
  const close = () => setEditing(null);
  const save = async (write: () => Promise<boolean>) => {
    const ok = await write();
    if (ok) close();
    return ok;
  };
  return { editing, open: setEditing, close, save };
}
