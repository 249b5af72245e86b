import { useEffect, useRef, useState } from 'react';
import styled, { css } from 'styled-components';
import { useAppDispatch, useAppSelector } from '../../store/hooks';
import { MAX_TOASTS, selectToasts, toastDismissed, type Toast } from '../../store/ui';
import { IconButton } from '../ui/IconButton';
import { CloseIcon, ErrorIcon, InfoIcon, SuccessIcon, WarningIcon } from '../ui/icons';

/** Non-error toasts go away on their own after this long; errors stay until dismissed. */
export const TOAST_AUTO_DISMISS_MS = 6000;

const Viewport = styled.div`
  position: fixed;
  z-index: 1300;
  left: ${({ theme }) => theme.space.sm};
  right: ${({ theme }) => theme.space.sm};
  bottom: ${({ theme }) => theme.space.sm};
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xs};
  pointer-events: none;

  ${({ theme }) => theme.media.md} {
    left: auto;
    right: ${({ theme }) => theme.space.lg};
    bottom: ${({ theme }) => theme.space.lg};
    width: 24rem;
  }

  &:empty {
    display: none;
  }
`;

const Item = styled.div<{ $variant: Toast['variant'] }>`
  display: flex;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space.xs};
  padding: ${({ theme }) => `${theme.space.xs} ${theme.space.xs} ${theme.space.xs} ${theme.space.sm}`};
  border-radius: ${({ theme }) => theme.radii.md};
  border-left: 6px solid;
  box-shadow: 0 8px 24px rgba(0, 0, 0, 0.18);
  pointer-events: auto;
  color: ${({ theme }) => theme.colors.text};
  ${({ theme, $variant }) => {
    const c = theme.colors;
    const [fg, bg] =
      $variant === 'error'
        ? [c.error, c.errorBg]
        : $variant === 'success'
          ? [c.success, c.successBg]
          : $variant === 'warning'
            ? [c.warning, c.warningBg]
            : [c.info, c.infoBg];
    return css`
      background: ${bg};
      border-color: ${fg};
      > svg {
        color: ${fg};
      }
    `;
  }}

  > svg {
    flex: none;
    margin-top: 0.7rem;
  }
`;

const Text = styled.p`
  flex: 1;
  margin: 0;
  padding: ${({ theme }) => `${theme.space.xs} 0`};
`;

const ICONS: Record<Toast['variant'], typeof InfoIcon> = {
  info: InfoIcon,
  success: SuccessIcon,
  warning: WarningIcon,
  error: ErrorIcon,
};

const PREFIX: Record<Toast['variant'], string> = { info: '', success: '', warning: 'Warning: ', error: 'Error: ' };

function ToastItem({ toast, onDismiss }: { toast: Toast; onDismiss: (id: string) => void }) {
  const [paused, setPaused] = useState(false);
  const dismissRef = useRef(onDismiss);
  dismissRef.current = onDismiss;

  // Errors wait for the user; others leave after a while, paused while hovered or focused (WCAG 2.2.1).
  useEffect(() => {
    if (toast.variant === 'error' || paused) return undefined;
    const timer = setTimeout(() => dismissRef.current(toast.id), TOAST_AUTO_DISMISS_MS);
    return () => clearTimeout(timer);
  }, [toast.id, toast.variant, paused]);

  const Icon = ICONS[toast.variant];
  const isError = toast.variant === 'error';
  return (
    <Item
      $variant={toast.variant}
      role={isError ? 'alert' : 'status'}
      aria-live={isError ? 'assertive' : 'polite'}
      aria-atomic="true"
      data-variant={toast.variant}
      onMouseEnter={() => setPaused(true)}
      onMouseLeave={() => setPaused(false)}
      onFocus={() => setPaused(true)}
      onBlur={() => setPaused(false)}
    >
      <Icon size={20} />
      <Text>
        {PREFIX[toast.variant] && <span className="visually-hidden">{PREFIX[toast.variant]}</span>}
        {toast.message}
      </Text>
      <IconButton label="Dismiss message" icon={<CloseIcon size={18} />} onClick={() => onDismiss(toast.id)} />
    </Item>
  );
}

/** The toasts from store/ui.ts: at most five, newest last, each dismissable and announced. */
export function ToastViewport() {
  const toasts = useAppSelector(selectToasts);
  const dispatch = useAppDispatch();
  const visible = toasts.slice(-MAX_TOASTS);
  const dismiss = (id: string) => dispatch(toastDismissed(id));
  return (
    <Viewport data-testid="toast-viewport">
      {visible.map((toast) => (
        <ToastItem key={toast.id} toast={toast} onDismiss={dismiss} />
      ))}
    </Viewport>
  );
}
