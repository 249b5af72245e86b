// Focus management shared by Modal and Drawer: focus moves in on open, Tab stays inside, Escape can
// close, focus returns to the opener on close, and the page behind does not scroll.
import { useEffect, useRef, type RefObject } from 'react';
import { focusCurrentScreen, setDialogOpenCheck } from './screenFocus';

const FOCUSABLE = [
  'a[href]',
  'area[href]',
  'button:not([disabled])',
  'input:not([disabled]):not([type="hidden"])',
  'select:not([disabled])',
  'textarea:not([disabled])',
  'iframe',
  '[contenteditable="true"]',
  '[tabindex]:not([tabindex="-1"])',
].join(',');

/** Tabbable descendants in DOM order (hidden ones excluded where layout information exists). */
export function focusableWithin(container: HTMLElement): HTMLElement[] {
  return Array.from(container.querySelectorAll<HTMLElement>(FOCUSABLE)).filter(
    (el) => !el.hasAttribute('hidden') && el.getAttribute('aria-hidden') !== 'true' && !el.closest('[hidden]'),
  );
}

// Nested dialogs share one lock: the body scrolls again only when the last one closes.
let scrollLocks = 0;
let savedOverflow = '';

function lockScroll(): () => void {
  if (scrollLocks === 0) {
    savedOverflow = document.body.style.overflow;
    document.body.style.overflow = 'hidden';
  }
  scrollLocks += 1;
  return () => {
    scrollLocks -= 1;
    if (scrollLocks === 0) document.body.style.overflow = savedOverflow;
  };
}

// The topmost open dialog handles Tab and Escape; the ones below wait.
const stack: symbol[] = [];
// While one is open, a screen that arrives behind it (the processing wait) leaves the focus in the dialog.
setDialogOpenCheck(() => stack.length > 0);

export interface DialogFocusOptions {
  open: boolean;
  containerRef: RefObject<HTMLElement | null>;
  /** Called on Escape; omit when Escape must not close the dialog. */
  onEscape?: () => void;
  /** What gets focus on open; default the first focusable element, else the container. */
  initialFocusRef?: RefObject<HTMLElement | null>;
}

export function useDialogFocus({ open, containerRef, onEscape, initialFocusRef }: DialogFocusOptions): void {
  const escapeRef = useRef(onEscape);
  escapeRef.current = onEscape;

  useEffect(() => {
    if (!open) return undefined;
    const container = containerRef.current;
    if (!container) return undefined;
    const id = Symbol('dialog');
    stack.push(id);
    const active = document.activeElement;
    const opener = active instanceof HTMLElement && active !== document.body ? active : null;
    const unlock = lockScroll();

    const first = initialFocusRef?.current ?? focusableWithin(container)[0] ?? container;
    first.focus();

    const onKeyDown = (event: KeyboardEvent) => {
      if (stack[stack.length - 1] !== id) return;
      if (event.key === 'Escape') {
        if (escapeRef.current) {
          event.stopPropagation();
          escapeRef.current();
        }
        return;
      }
      if (event.key !== 'Tab') return;
      const items = focusableWithin(container);
      if (items.length === 0) {
        event.preventDefault();
        container.focus();
        return;
      }
      const firstItem = items[0];
      const lastItem = items[items.length - 1];
      const active = document.activeElement;
      const outside = !container.contains(active);
      if (event.shiftKey && (active === firstItem || active === container || outside)) {
        event.preventDefault();
        lastItem.focus();
      } else if (!event.shiftKey && (active === lastItem || outside)) {
        event.preventDefault();
        firstItem.focus();
      }
    };
    // Focus that lands outside (e.g. a click on the page behind) is pulled back in.
    const onFocusIn = (event: FocusEvent) => {
      if (stack[stack.length - 1] !== id) return;
      if (event.target instanceof Node && !container.contains(event.target)) {
        (focusableWithin(container)[0] ?? container).focus();
      }
    };
    document.addEventListener('keydown', onKeyDown, true);
    document.addEventListener('focusin', onFocusIn);

    return () => {
      document.removeEventListener('keydown', onKeyDown, true);
      document.removeEventListener('focusin', onFocusIn);
      const index = stack.indexOf(id);
      if (index >= 0) stack.splice(index, 1);
      unlock();
      // Back to where the user was, if that control still exists; else (it went with the screen the dialog
      // replaced, like a submit button) to the screen now shown. Not while another dialog stays open.
      if (opener && opener.isConnected) opener.focus();
      else if (stack.length === 0) focusCurrentScreen();
    };
    // containerRef/initialFocusRef are stable refs: the effect runs once per opening.
  }, [open]);
}
