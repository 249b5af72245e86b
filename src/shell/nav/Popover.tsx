// A disclosure menu for the desktop bar: a button with aria-expanded and a panel below it.
// Escape or a click elsewhere closes it; Escape returns focus to the button.
import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import styled from 'styled-components';

const Wrap = styled.div`
  position: relative;
`;

export const BarButton = styled.button`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.xxs};
  min-height: 44px;
  min-width: 44px;
  padding: ${({ theme }) => `0 ${theme.space.sm}`};
  border: 1px solid transparent;
  border-radius: ${({ theme }) => theme.radii.md};
  background: transparent;
  color: ${({ theme }) => theme.colors.text};
  font: inherit;
  cursor: pointer;
  /* Never squeezed by a crowded bar (the bell shrank to a dot at 200% text): the bar wraps instead. */
  flex-shrink: 0;

  svg {
    flex-shrink: 0;
  }

  &:hover,
  &[aria-expanded='true'] {
    background: ${({ theme }) => theme.colors.neutral[100]};
  }
`;

const PanelBox = styled.div`
  position: absolute;
  right: 0;
  top: calc(100% + ${({ theme }) => theme.space.xxs});
  z-index: 1000;
  width: 22rem;
  max-height: 70vh;
  overflow: auto;
  padding: ${({ theme }) => theme.space.md};
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.neutral[200]};
  border-radius: ${({ theme }) => theme.radii.lg};
  box-shadow: 0 8px 24px rgba(0, 0, 0, 0.12);
`;

export interface PopoverProps {
  /** The button's content (text or an icon with hidden text). */
  label: ReactNode;
  /** An accessible name when the label is an icon. */
  ariaLabel?: string;
  children: ReactNode | ((close: () => void) => ReactNode);
  testId?: string;
}

export function Popover({ label, ariaLabel, children, testId }: PopoverProps) {
  const [open, setOpen] = useState(false);
  const id = useId();
  const wrap = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (!open) return undefined;
    const onPointer = (event: MouseEvent) => {
      if (wrap.current && !wrap.current.contains(event.target as Node)) setOpen(false);
    };
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        setOpen(false);
        button.current?.focus();
      }
    };
    document.addEventListener('mousedown', onPointer);
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('mousedown', onPointer);
      document.removeEventListener('keydown', onKey);
    };
  }, [open]);
  const close = () => setOpen(false);
  return (
    <Wrap ref={wrap}>
      <BarButton
        ref={button}
        type="button"
        aria-expanded={open}
        aria-controls={id}
        aria-label={ariaLabel}
        data-testid={testId}
        onClick={() => setOpen((o) => !o)}
      >
        {label}
      </BarButton>
      <PanelBox id={id} hidden={!open}>
        {open && (typeof children === 'function' ? children(close) : children)}
      </PanelBox>
    </Wrap>
  );
}
