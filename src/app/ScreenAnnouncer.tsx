// The shell's half of "focus follows the journey" (src/ui/screenFocus.ts): every new screen after the first of a page
// load (a route, a register step, the screen a processing wait leads to) is said once, by its heading, in a polite
// live region that is always in the page (a region added with its text is often not read).
import { useEffect, useState } from 'react';
import { StatusMessage } from '../ui/StatusMessage';
import { onScreenShown } from '../ui/screenFocus';

export function ScreenAnnouncer() {
  const [message, setMessage] = useState<string | null>(null);
  useEffect(
    () =>
      onScreenShown((heading) => {
        setMessage(heading.textContent?.trim() || null);
      }),
    [],
  );
  return <StatusMessage message={message} />;
}
