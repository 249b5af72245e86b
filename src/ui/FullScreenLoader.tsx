import { useEffect, useState } from 'react';
import styled, { keyframes } from 'styled-components';

/** The loader stays this long after loading ends (spec: loader hides 300 ms after loading ends). */
export const LOADER_HIDE_DELAY_MS = 300;

export interface FullScreenLoaderProps {
  visible: boolean;
  logoUrl: string;
  logoAlt: string;
  message?: string;
}

// One 3 s cycle: a gentle pulse while the logo turns once.
const pulse = keyframes`
  0% { transform: scale(1) rotateY(0deg); opacity: 1; }
  50% { transform: scale(0.92) rotateY(180deg); opacity: 0.75; }
  100% { transform: scale(1) rotateY(360deg); opacity: 1; }
`;

const Overlay = styled.div<{ $leaving: boolean }>`
  position: fixed;
  inset: 0;
  z-index: 1000;
  display: flex;
  flex-direction: column;
  align-items: center;
  justify-content: center;
  gap: ${({ theme }) => theme.space.lg};
  padding: ${({ theme }) => theme.space.lg};
  background: ${({ theme }) => theme.colors.background};
  opacity: ${({ $leaving }) => ($leaving ? 0 : 1)};
  transition: opacity ${LOADER_HIDE_DELAY_MS}ms ease;
`;

const Logo = styled.img`
  width: 200px;
  max-width: 60vw;
  height: auto;
  animation: ${pulse} 3s ease-in-out infinite;
`;

const Message = styled.p`
  margin: 0;
  text-align: center;
  font-size: ${({ theme }) => theme.fontSizes.lg};
  color: ${({ theme }) => theme.colors.text};
`;

/** Covers the page with the lender's animated logo; unmounts 300 ms after `visible` turns false. */
export function FullScreenLoader({ visible, logoUrl, logoAlt, message }: FullScreenLoaderProps) {
  const [mounted, setMounted] = useState(visible);

  useEffect(() => {
    if (visible) {
      setMounted(true);
      return undefined;
    }
    const timer = setTimeout(() => setMounted(false), LOADER_HIDE_DELAY_MS);
    return () => clearTimeout(timer);
  }, [visible]);

  if (!mounted && !visible) return null;
  return (
    <Overlay role="status" aria-live="polite" aria-busy={visible} $leaving={!visible} data-testid="full-screen-loader">
      <Logo src={logoUrl} alt={logoAlt} />
      <Message>{message ?? 'Loading…'}</Message>
    </Overlay>
  );
}
