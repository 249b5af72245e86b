import {
  cloneElement,
  useCallback,
  useEffect,
  useId,
  useRef,
  useState,
  type ReactElement,
  type ReactNode,
} from 'react';
import styled from 'styled-components';

/** Hover and focus tooltips wait this long before showing (shared-surfaces: hover tooltips delay 200 ms). */
export const TOOLTIP_DELAY_MS = 200;

export interface TooltipProps {
  /** The tooltip text; it also becomes the trigger's accessible description. */
  content: ReactNode;
  /** One focusable element (a button or link); it receives aria-describedby. */
  children: ReactElement<{ 'aria-describedby'?: string }>;
  placement?: 'top' | 'bottom';
  /** Horizontal anchoring: 'start'/'end' keep a bubble near a screen edge on screen (default 'center'). */
  align?: 'center' | 'start' | 'end';
  delayMs?: number;
  /** Forces the tooltip open (e.g. 'Copied' after a copy), regardless of hover and focus. */
  open?: boolean;
  /**
   * Adds the content as the trigger's description (default true). Turn off when the content only repeats
   * the trigger's name, which a screen reader would otherwise read twice.
   */
  describe?: boolean;
}

const Wrapper = styled.span`
  position: relative;
  display: inline-flex;
`;

const ALIGN = {
  center: 'left: 50%; transform: translateX(-50%);',
  start: 'left: 0;',
  end: 'right: 0;',
};

const Bubble = styled.span<{ $placement: 'top' | 'bottom'; $align: 'center' | 'start' | 'end'; $visible: boolean }>`
  position: absolute;
  ${({ $align }) => ALIGN[$align]}
  ${({ $placement }) => ($placement === 'top' ? 'bottom: calc(100% + 6px);' : 'top: calc(100% + 6px);')}
  z-index: 1200;
  display: ${({ $visible }) => ($visible ? 'block' : 'none')};
  width: max-content;
  max-width: min(18rem, calc(100vw - 2rem));
  padding: ${({ theme }) => `${theme.space.xxs} ${theme.space.xs}`};
  border-radius: ${({ theme }) => theme.radii.sm};
  background: ${({ theme }) => theme.colors.neutral[800]};
  color: #ffffff;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: 400;
  line-height: 1.4;
  white-space: normal;
  text-align: center;
  pointer-events: auto;
`;

/**
 * Shows `content` 200 ms after the trigger is hovered or focused; Escape hides it. The bubble stays in
 * the DOM (hidden) so the trigger's aria-describedby always resolves, and stays open while hovered.
 */
export function Tooltip({
  content,
  children,
  placement = 'top',
  align = 'center',
  delayMs = TOOLTIP_DELAY_MS,
  open,
  describe = true,
}: TooltipProps) {
  const id = `tooltip-${useId().replace(/[^a-zA-Z0-9_-]/g, '')}`;
  const [shown, setShown] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);

  const cancel = useCallback(() => {
    if (timer.current) clearTimeout(timer.current);
    timer.current = null;
  }, []);
  const show = useCallback(() => {
    cancel();
    timer.current = setTimeout(() => setShown(true), delayMs);
  }, [cancel, delayMs]);
  const hide = useCallback(() => {
    cancel();
    setShown(false);
  }, [cancel]);

  useEffect(() => cancel, [cancel]);

  const visible = open ?? shown;
  // Dismissible wherever focus is (WCAG 1.4.13), so the listener is on the document while visible.
  useEffect(() => {
    if (!visible) return undefined;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') hide();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [visible, hide]);

  const existing = children.props['aria-describedby'];
  const trigger = describe
    ? cloneElement(children, { 'aria-describedby': [existing, id].filter(Boolean).join(' ') })
    : children;
  return (
    <Wrapper onMouseEnter={show} onMouseLeave={hide} onFocus={show} onBlur={hide}>
      {trigger}
      <Bubble
        id={id}
        role="tooltip"
        $placement={placement}
        $align={align}
        $visible={visible}
        aria-hidden={describe ? undefined : true}
      >
        {content}
      </Bubble>
    </Wrapper>
  );
}
