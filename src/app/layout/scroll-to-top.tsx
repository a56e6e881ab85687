import { useLayoutEffect } from 'react';
import { useLocation } from 'react-router-dom';

/** Spec §2: every navigation scrolls to the top (back and forward included). */
export function ScrollToTop() {
  const { key } = useLocation();
  useLayoutEffect(() => {
    window.scrollTo({ top: 0, left: 0, behavior: 'instant' });
  }, [key]);
  return null;
}
