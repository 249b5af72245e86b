// The chat's launcher button and its fixed corner: shared by the small launcher the shell renders on every page
// (src/shell/lazy.tsx) and by the widget itself, so the button looks and sits the same before and after the
// widget's chunk arrives. Keep this module small: it is in every page's first JavaScript.
//
// It never covers the page: the page keeps a strip at its foot as tall as the launcher's corner (so the footer's
// last line scrolls clear of it), on narrow screens it is a round icon button, and it steps aside (fades out)
// while a focused field or the page's primary button would sit under it.
import { forwardRef, useEffect, useRef, type ButtonHTMLAttributes } from 'react';
import styled, { createGlobalStyle } from 'styled-components';
import { visuallyHiddenBelowMd } from '../theme/visuallyHidden';
import { ChatBubbleIcon } from '../ui/icons';

export const LAUNCHER_LABEL = 'Chat with us';

/** The launcher's button is this tall (a touch target), and as wide when it is only an icon. */
const LAUNCHER_SIZE = '48px';

/** What the launcher's corner takes from the bottom of the viewport: the button and its margin above and below. */
const LAUNCHER_CLEARANCE = `calc(${LAUNCHER_SIZE} + 2 * 1rem)`;

/**
 * The page reserves the launcher's corner at its foot (every width), so the footer's last line can always be
 * scrolled above it; and what is scrolled into view (a focused field, a button the keyboard reaches) stops above it
 * (WCAG 2.4.11, focus not obscured).
 */
export const LauncherClearance = createGlobalStyle`
  html {
    scroll-padding-bottom: ${LAUNCHER_CLEARANCE};
  }
  body {
    padding-bottom: ${LAUNCHER_CLEARANCE};
  }
`;

export const LauncherRoot = styled.aside`
  position: fixed;
  right: ${({ theme }) => theme.space.md};
  bottom: ${({ theme }) => theme.space.md};
  z-index: 900;
  display: flex;
  flex-direction: column;
  align-items: flex-end;
  /* Back with a fade; out at once (hidden and out of reach in the same frame, never half there). */
  transition: opacity 150ms ease;

  &[data-give-way] {
    opacity: 0;
    visibility: hidden;
    pointer-events: none;
  }
`;

export const LauncherButton = styled.button`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: ${({ theme }) => theme.space.xs};
  min-width: ${LAUNCHER_SIZE};
  min-height: ${LAUNCHER_SIZE};
  padding: 0;
  border: 2px solid ${({ theme }) => theme.colors.primary[600]};
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.colors.primary[500]};
  color: ${({ theme }) => theme.colors.onPrimary};
  font: inherit;
  font-weight: 700;
  box-shadow: 0 4px 12px rgba(0, 0, 0, 0.2);
  cursor: pointer;

  ${({ theme }) => theme.media.md} {
    padding: ${({ theme }) => `${theme.space.xs} ${theme.space.md}`};
  }
`;

// Below the medium breakpoint the button is a round icon: the words stay its accessible name, unseen.
const LauncherText = styled.span`
  ${visuallyHiddenBelowMd}
`;

/** What the launcher must not cover: the focused field, and the page's primary action (a form's submit). */
const OBSTACLES = 'main button[type="submit"], main [data-variant="primary"]';
const FIELDS = 'input, select, textarea, [contenteditable="true"]';

const overlaps = (a: DOMRect, b: DOMRect) =>
  a.width > 0 && b.width > 0 && a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;

/** Marks `root` data-give-way while an obstacle is under it (never while the launcher itself has the focus). */
function useGivesWay(root: React.RefObject<HTMLElement>) {
  useEffect(() => {
    let frame = 0;
    const check = () => {
      frame = 0;
      const el = root.current;
      if (!el) return;
      const focused = document.activeElement;
      if (focused && el.contains(focused)) return el.removeAttribute('data-give-way');
      // The button's own box: its place does not change while it is faded out.
      const box = (el.firstElementChild ?? el).getBoundingClientRect();
      const obstacles = Array.from(document.querySelectorAll(OBSTACLES));
      if (focused instanceof HTMLElement && focused.matches(FIELDS)) obstacles.push(focused);
      const covered = obstacles.some((o) => overlaps(box, o.getBoundingClientRect()));
      el.toggleAttribute('data-give-way', covered);
    };
    const schedule = () => {
      if (!frame) frame = requestAnimationFrame(check);
    };
    const events = ['focusin', 'focusout', 'scroll', 'resize'] as const;
    events.forEach((e) => window.addEventListener(e, schedule, { passive: true, capture: true }));
    // Screens arrive and grow after the launcher: check again when the page's content changes.
    const observer = typeof MutationObserver === 'function' ? new MutationObserver(schedule) : null;
    observer?.observe(document.body, { childList: true, subtree: true });
    schedule();
    return () => {
      events.forEach((e) => window.removeEventListener(e, schedule, { capture: true }));
      observer?.disconnect();
      if (frame) cancelAnimationFrame(frame);
    };
  }, [root]);
}

/** The closed chat: the 'Chat with us' button in its corner, with the page's clearance for it. */
export const ChatLauncher = forwardRef<HTMLButtonElement, ButtonHTMLAttributes<HTMLButtonElement>>(
  function ChatLauncher(props, ref) {
    const root = useRef<HTMLElement>(null);
    useGivesWay(root);
    return (
      <LauncherRoot ref={root} aria-label="Chat">
        <LauncherClearance />
        <LauncherButton ref={ref} type="button" aria-haspopup="dialog" {...props}>
          <ChatBubbleIcon />
          <LauncherText>{LAUNCHER_LABEL}</LauncherText>
        </LauncherButton>
      </LauncherRoot>
    );
  },
);
