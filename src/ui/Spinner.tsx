import styled, { keyframes } from 'styled-components';

const spin = keyframes`
  to { transform: rotate(360deg); }
`;

export interface SpinnerProps {
  /** Diameter in px (default 20). */
  size?: number;
  /** Accessible label; omit when the spinner is decorative (e.g. inside a busy button). */
  label?: string;
  className?: string;
}

const Ring = styled.span<{ $size: number }>`
  display: inline-block;
  width: ${({ $size }) => $size}px;
  height: ${({ $size }) => $size}px;
  border: ${({ $size }) => Math.max(2, Math.round($size / 8))}px solid currentColor;
  border-right-color: transparent;
  border-radius: 50%;
  vertical-align: middle;
  animation: ${spin} 0.8s linear infinite;
`;

export function Spinner({ size = 20, label, className }: SpinnerProps) {
  if (label) return <Ring $size={size} className={className} role="img" aria-label={label} />;
  return <Ring $size={size} className={className} aria-hidden="true" />;
}
