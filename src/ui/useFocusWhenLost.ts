// A panel that replaces another on the same screen (the eNotary's questions, then the deed) takes the focus when the
// control that had it went away with the old panel: the focus would otherwise fall to the page's body, and the
// borrower would be left where the old panel ended, below the new one. On a route change the shell focuses the
// screen's heading after this runs (parents' effects run after their children's), so a new screen is left alone.
import { useEffect, useRef } from 'react';

export function useFocusWhenLost<T extends HTMLElement>() {
  const ref = useRef<T>(null);
  useEffect(() => {
    const active = document.activeElement;
    if (ref.current && (!active || active === document.body)) ref.current.focus();
  }, []);
  return ref;
}
