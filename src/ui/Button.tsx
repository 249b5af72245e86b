import { forwardRef, type AnchorHTMLAttributes, type ButtonHTMLAttributes, type MouseEvent } from 'react';
import styled, { css } from 'styled-components';
import { Spinner } from './Spinner';
import { VisuallyHidden } from './VisuallyHidden';

export type ButtonVariant = 'primary' | 'secondary' | 'link';

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  variant?: ButtonVariant;
  /** Busy: aria-busy, disabled, a spinner and a visually hidden 'Loading'. */
  loading?: boolean;
}

export interface ButtonLinkProps extends AnchorHTMLAttributes<HTMLAnchorElement> {
  variant?: ButtonVariant;
  href: string;
}

const buttonStyles = css<{ $variant: ButtonVariant }>`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: ${({ theme }) => theme.space.xs};
  min-height: 44px;
  padding: ${({ theme }) => `${theme.space.sm} ${theme.space.lg}`};
  border: 2px solid transparent;
  border-radius: ${({ theme }) => theme.radii.md};
  font-family: ${({ theme }) => theme.fonts.body};
  font-size: ${({ theme }) => theme.fontSizes.md};
  font-weight: 600;
  line-height: 1.25;
  text-align: center;
  text-decoration: none;
  cursor: pointer;
  transition:
    background-color 0.15s ease,
    border-color 0.15s ease;

  &:disabled,
  &[aria-disabled='true'] {
    cursor: not-allowed;
    opacity: 0.65;
  }
  &[aria-busy='true'] {
    cursor: progress;
    opacity: 1;
  }

  ${({ $variant, theme }) => {
    const c = theme.colors;
    switch ($variant) {
      case 'secondary':
        return css`
          background: ${c.surface};
          color: ${c.primaryText};
          border-color: ${c.primaryText};
          &:hover:not(:disabled) {
            background: ${c.primary[50]};
          }
        `;
      case 'link':
        return css`
          background: transparent;
          color: ${c.primaryText};
          min-height: 0;
          padding: ${theme.space.xxs} ${theme.space.xxs};
          text-decoration: underline;
          &:hover:not(:disabled) {
            text-decoration-thickness: 2px;
          }
        `;
      default:
        return css`
          background: ${c.primary[500]};
          color: ${c.onPrimary};
          border-color: ${c.primary[500]};
          &:hover:not(:disabled) {
            filter: brightness(0.95);
          }
        `;
    }
  }}
`;

const StyledButton = styled.button<{ $variant: ButtonVariant }>`
  ${buttonStyles}
`;

const StyledLink = styled.a<{ $variant: ButtonVariant }>`
  ${buttonStyles}
`;

export const Button = forwardRef<HTMLButtonElement, ButtonProps>(function Button(
  { variant = 'primary', loading = false, type = 'button', disabled, children, onClick, ...rest },
  ref,
) {
  const handleClick = (event: MouseEvent<HTMLButtonElement>) => {
    if (loading) {
      event.preventDefault();
      return;
    }
    onClick?.(event);
  };
  return (
    <StyledButton
      ref={ref}
      type={type}
      $variant={variant}
      // The chat launcher steps aside from the page's primary action (src/chat/launcher.tsx).
      data-variant={variant}
      disabled={disabled || loading}
      aria-busy={loading || undefined}
      onClick={handleClick}
      {...rest}
    >
      {loading && (
        <>
          <Spinner size={16} />
          <VisuallyHidden>Loading</VisuallyHidden>
        </>
      )}
      {children}
    </StyledButton>
  );
});

export const ButtonLink = forwardRef<HTMLAnchorElement, ButtonLinkProps>(function ButtonLink(
  { variant = 'primary', children, ...rest },
  ref,
) {
  return (
    <StyledLink ref={ref} $variant={variant} data-variant={variant} {...rest}>
      {children}
    </StyledLink>
  );
});
