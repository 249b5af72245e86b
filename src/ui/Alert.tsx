import type { ReactNode } from 'react';
import styled, { type DefaultTheme } from 'styled-components';
import { ErrorIcon, InfoIcon, SuccessIcon, WarningIcon } from './icons';

export type AlertVariant = 'info' | 'success' | 'warning' | 'error';

export interface AlertProps {
  variant: AlertVariant;
  title?: ReactNode;
  children?: ReactNode;
  className?: string;
}

function tone(theme: DefaultTheme, variant: AlertVariant): { fg: string; bg: string } {
  const c = theme.colors;
  switch (variant) {
    case 'error':
      return { fg: c.error, bg: c.errorBg };
    case 'success':
      return { fg: c.success, bg: c.successBg };
    case 'warning':
      return { fg: c.warning, bg: c.warningBg };
    default:
      return { fg: c.info, bg: c.infoBg };
  }
}

const Box = styled.div<{ $variant: AlertVariant }>`
  display: flex;
  gap: ${({ theme }) => theme.space.sm};
  padding: ${({ theme }) => theme.space.md};
  border: 1px solid ${({ theme, $variant }) => tone(theme, $variant).fg};
  border-left-width: 4px;
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme, $variant }) => tone(theme, $variant).bg};
  color: ${({ theme }) => theme.colors.text};

  > svg {
    flex: none;
    margin-top: 2px;
    color: ${({ theme, $variant }) => tone(theme, $variant).fg};
  }
`;

const Title = styled.p`
  margin: 0 0 ${({ theme }) => theme.space.xxs};
  font-weight: 700;
`;

const Body = styled.div`
  min-width: 0;
  > :last-child {
    margin-bottom: 0;
  }
`;

const ICONS = { info: InfoIcon, success: SuccessIcon, warning: WarningIcon, error: ErrorIcon } as const;

/** Error alerts are assertive (role="alert"); the others are polite (role="status"). */
export function Alert({ variant, title, children, className }: AlertProps) {
  const Icon = ICONS[variant];
  return (
    <Box $variant={variant} role={variant === 'error' ? 'alert' : 'status'} className={className}>
      <Icon size={20} />
      <Body>
        {title && <Title>{title}</Title>}
        {children}
      </Body>
    </Box>
  );
}
