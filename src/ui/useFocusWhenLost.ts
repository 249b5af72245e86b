// A panel that replaces another on the same screen (the eNotary's questions, then the deed): the journey's focus
// mechanism (screenFocus.ts) gives its heading the focus when the control that had it went with the old panel. On a
// route change the new screen's heading reports after this runs (parents' effects run after their children's), so it
// wins.
import { useEffect, useRef } from 'react';
import { focusIfLost } from './screenFocus';

export function useFocusWhenLost<T extends HTMLElement>() {
  const ref = useRef<T>(null);
  useEffect(() => {
    if (ref.current) focusIfLost(ref.current);
  }, []);
  return ref;
}
