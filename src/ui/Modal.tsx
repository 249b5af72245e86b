import { useId, useRef, type MouseEvent, type ReactNode, type RefObject } from 'react';
import { createPortal } from 'react-dom';
import styled, { css } from 'styled-components';
import { useDialogFocus } from './dialogFocus';
import { IconButton } from './IconButton';
import { CloseIcon } from './icons';

/** The disclosure review modal's height cap (shared-surfaces: modal 800 px). */
export const DISCLOSURE_MODAL_MAX_HEIGHT = 800;

export interface ModalProps {
  open: boolean;
  /** Called when the user asks to close (close button, Escape, or an outside click where allowed). */
  onClose: () => void;
  /** The heading that names the dialog. */
  title: ReactNode;
  children?: ReactNode;
  /** Shows a close button and lets Escape close (default true). */
  closable?: boolean;
  /** A click on the backdrop closes too (default false: a stray click must not lose a form). */
  closeOnOutsideClick?: boolean;
  /** 'disclosure': tall content capped at 800 px and scrolled inside. */
  variant?: 'default' | 'disclosure';
  /** Buttons pinned under the scrolling body. */
  footer?: ReactNode;
  /** The element to focus on open (default: the first focusable one). */
  initialFocusRef?: RefObject<HTMLElement | null>;
  /** Extra description for the dialog (id of an element inside it). */
  describedBy?: string;
}

export const Backdrop = styled.div<{ $placement: 'center' | 'side' }>`
  position: fixed;
  inset: 0;
  z-index: 1100;
  display: flex;
  justify-content: center;
  align-items: ${({ $placement }) => ($placement === 'center' ? 'center' : 'stretch')};
  padding: ${({ theme, $placement }) => ($placement === 'center' ? theme.space.sm : '0')};
  background: rgba(17, 24, 39, 0.55);

  ${({ theme }) => theme.media.md} {
    padding: ${({ theme, $placement }) => ($placement === 'center' ? theme.space.xl : '0')};
  }
`;

const Panel = styled.div<{ $variant: 'default' | 'disclosure' }>`
  display: flex;
  flex-direction: column;
  width: 100%;
  max-width: ${({ $variant }) => ($variant === 'disclosure' ? '50rem' : '36rem')};
  max-height: 100%;
  ${({ $variant }) =>
    $variant === 'disclosure' &&
    css`
      max-height: min(100%, ${DISCLOSURE_MODAL_MAX_HEIGHT}px);
    `}
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  border-radius: ${({ theme }) => theme.radii.lg};
  box-shadow: 0 20px 45px rgba(0, 0, 0, 0.25);
  overflow: hidden;
`;

export const DialogHeader = styled.div`
  display: flex;
  align-items: flex-start;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.sm};
  padding: ${({ theme }) => `${theme.space.md} ${theme.space.md} 0 ${theme.space.lg}`};

  h2 {
    margin: ${({ theme }) => `${theme.space.xs} 0`};
    font-size: ${({ theme }) => theme.fontSizes.xl};
  }
`;

export const DialogBody = styled.div`
  flex: 1 1 auto;
  min-height: 0;
  overflow-y: auto;
  padding: ${({ theme }) => `${theme.space.md} ${theme.space.lg} ${theme.space.lg}`};
`;

export const DialogFooter = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: flex-end;
  gap: ${({ theme }) => theme.space.sm};
  padding: ${({ theme }) => `${theme.space.md} ${theme.space.lg}`};
  border-top: 1px solid ${({ theme }) => theme.colors.neutral[200]};
`;

/** Closes on a backdrop click only when the press also started on the backdrop (not a drag out of a field). */
export function useOutsideClick(enabled: boolean, onClose: () => void) {
  const downOnBackdrop = useRef(false);
  return {
    onMouseDown: (event: MouseEvent<HTMLElement>) => {
      downOnBackdrop.current = event.target === event.currentTarget;
    },
    onClick: (event: MouseEvent<HTMLElement>) => {
      if (enabled && downOnBackdrop.current && event.target === event.currentTarget) onClose();
      downOnBackdrop.current = false;
    },
  };
}

/** A modal dialog in a portal: labelled by its title, focus trapped and restored, body scroll locked. */
export function Modal({
  open,
  onClose,
  title,
  children,
  closable = true,
  closeOnOutsideClick = false,
  variant = 'default',
  footer,
  initialFocusRef,
  describedBy,
}: ModalProps) {
  const titleId = `modal-title-${useId().replace(/[^a-zA-Z0-9_-]/g, '')}`;
  const panelRef = useRef<HTMLDivElement>(null);
  useDialogFocus({ open, containerRef: panelRef, onEscape: closable ? onClose : undefined, initialFocusRef });
  const outside = useOutsideClick(closable && closeOnOutsideClick, onClose);

  if (!open) return null;
  return createPortal(
    <Backdrop $placement="center" data-testid="modal-backdrop" {...outside}>
      <Panel
        ref={panelRef}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        aria-describedby={describedBy}
        tabIndex={-1}
        $variant={variant}
        data-variant={variant}
      >
        <DialogHeader>
          <h2 id={titleId}>{title}</h2>
          {closable && <IconButton label="Close" icon={<CloseIcon />} onClick={onClose} />}
        </DialogHeader>
        <DialogBody>{children}</DialogBody>
        {footer && <DialogFooter>{footer}</DialogFooter>}
      </Panel>
    </Backdrop>,
    document.body,
  );
}
