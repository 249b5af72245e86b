import { useId, useRef, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import styled from 'styled-components';
import { useDialogFocus } from './dialogFocus';
import { IconButton } from './IconButton';
import { CloseIcon } from './icons';
import { Backdrop, DialogBody, DialogHeader, useOutsideClick } from './Modal';

export interface DrawerProps {
  open: boolean;
  onClose: () => void;
  /** The heading that names the drawer. */
  title: ReactNode;
  children?: ReactNode;
  /** Which edge it slides from on wider screens (default right). On phones it fills the screen. */
  side?: 'left' | 'right';
  /** A click on the backdrop closes it (default true). */
  closeOnOutsideClick?: boolean;
}

const Panel = styled.div<{ $side: 'left' | 'right' }>`
  display: flex;
  flex-direction: column;
  width: 100%;
  height: 100%;
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};

  /* Full screen on phones; a side panel from the tablet breakpoint up. */
  ${({ theme }) => theme.media.md} {
    width: 24rem;
    margin-left: ${({ $side }) => ($side === 'right' ? 'auto' : '0')};
    margin-right: ${({ $side }) => ($side === 'left' ? 'auto' : '0')};
    box-shadow: 0 0 30px rgba(0, 0, 0, 0.25);
  }
`;

/** A dialog sliding in from the edge (mobile navigation, notifications), with Modal's focus handling. */
export function Drawer({ open, onClose, title, children, side = 'right', closeOnOutsideClick = true }: DrawerProps) {
  const titleId = `drawer-title-${useId().replace(/[^a-zA-Z0-9_-]/g, '')}`;
  const panelRef = useRef<HTMLDivElement>(null);
  useDialogFocus({ open, containerRef: panelRef, onEscape: onClose });
  const outside = useOutsideClick(closeOnOutsideClick, onClose);

  if (!open) return null;
  return createPortal(
    <Backdrop $placement="side" data-testid="drawer-backdrop" {...outside}>
      <Panel ref={panelRef} role="dialog" aria-modal="true" aria-labelledby={titleId} tabIndex={-1} $side={side}>
        <DialogHeader>
          <h2 id={titleId}>{title}</h2>
          <IconButton label="Close" icon={<CloseIcon />} onClick={onClose} />
        </DialogHeader>
        <DialogBody>{children}</DialogBody>
      </Panel>
    </Backdrop>,
    document.body,
  );
}
