import { forwardRef, type ButtonHTMLAttributes, type ReactNode } from 'react';
import styled from 'styled-components';

export interface IconButtonProps extends Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'children' | 'aria-label'> {
  /** The accessible name: an icon alone says nothing to a screen reader. */
  label: string;
  /** The icon (decorative, from ./icons). */
  icon: ReactNode;
  /** 'ghost' (default) sits on any surface; 'solid' is filled with the primary colour. */
  variant?: 'ghost' | 'solid';
  /** A small count shown over the icon (e.g. unread notifications); it is added to the name. */
  badge?: number;
}

const Base = styled.button<{ $variant: 'ghost' | 'solid' }>`
  position: relative;
  display: inline-flex;
  align-items: center;
  justify-content: center;
  flex: none;
  /* 44 px: the minimum touch target. */
  width: 44px;
  height: 44px;
  padding: 0;
  border: 2px solid transparent;
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme, $variant }) => ($variant === 'solid' ? theme.colors.primary[500] : 'transparent')};
  color: ${({ theme, $variant }) => ($variant === 'solid' ? theme.colors.onPrimary : theme.colors.text)};
  cursor: pointer;
  transition: background-color 0.15s ease;

  &:hover:not(:disabled) {
    background: ${({ theme, $variant }) => ($variant === 'solid' ? theme.colors.primary[600] : theme.colors.neutral[100])};
  }
  &:disabled {
    cursor: not-allowed;
    opacity: 0.65;
  }
`;

const Badge = styled.span`
  position: absolute;
  top: 2px;
  right: 2px;
  min-width: 1.1rem;
  height: 1.1rem;
  padding: 0 0.25rem;
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.colors.error};
  color: #ffffff;
  font-size: ${({ theme }) => theme.fontSizes.xs};
  font-weight: 700;
  line-height: 1.1rem;
  text-align: center;
`;

/** A square 44 px button holding only an icon, named by `label`. */
export const IconButton = forwardRef<HTMLButtonElement, IconButtonProps>(function IconButton(
  { label, icon, variant = 'ghost', badge, type = 'button', ...rest },
  ref,
) {
  const showBadge = typeof badge === 'number' && badge > 0;
  const name = showBadge ? `${label} (${badge})` : label;
  return (
    <Base ref={ref} type={type} $variant={variant} aria-label={name} {...rest}>
      {icon}
      {showBadge && <Badge aria-hidden="true">{badge > 99 ? '99+' : badge}</Badge>}
    </Base>
  );
});
