import { useEffect, useState } from 'react';
import styled, { css, keyframes } from 'styled-components';

/** The loader stays this long after loading ends (spec: loader hides 300 ms after loading ends). */
export const LOADER_HIDE_DELAY_MS = 300;
/** One full turn of the logo (spec: logos rotate over 3 seconds). */
export const LOADER_ROTATION_MS = 3000;
/** The logo's width (spec: 200px wide). */
export const LOADER_LOGO_WIDTH = 200;

export interface FullScreenLoaderProps {
  visible: boolean;
  /** The active lender's logo; when missing or it fails to load, the default logo shows instead. */
  logoUrl?: string | null;
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
  /* Fading out, it no longer stands between the borrower and the page. */
  pointer-events: ${({ $leaving }) => ($leaving ? 'none' : 'auto')};
  transition: opacity ${LOADER_HIDE_DELAY_MS}ms ease;
`;

const animated = css`
  width: ${LOADER_LOGO_WIDTH}px;
  max-width: 60vw;
  height: auto;
  animation: ${pulse} ${LOADER_ROTATION_MS}ms ease-in-out infinite;

  /* No spinning for people who asked for less motion: the message still says it is loading. */
  @media (prefers-reduced-motion: reduce) {
    animation: none;
  }
`;

const Logo = styled.img`
  ${animated}
`;

const DefaultLogo = styled.svg`
  ${animated}
  color: ${({ theme }) => theme.colors.primary[500]};
`;

const Message = styled.p`
  margin: 0;
  text-align: center;
  font-size: ${({ theme }) => theme.fontSizes.lg};
  color: ${({ theme }) => theme.colors.text};
`;

function FallbackLogo({ label }: { label: string }) {
  return (
    <DefaultLogo viewBox="0 0 200 120" role="img" aria-label={label} data-testid="default-logo">
      <path d="M100 12 L176 70 H156 V112 H44 V70 H24 Z" fill="currentColor" />
      <rect x="88" y="78" width="24" height="34" rx="2" fill="#ffffff" />
    </DefaultLogo>
  );
}

/** Covers the page with the lender's animated logo; unmounts 300 ms after `visible` turns false. */
export function FullScreenLoader({ visible, logoUrl, logoAlt, message }: FullScreenLoaderProps) {
  const [mounted, setMounted] = useState(visible);
  const [failedUrl, setFailedUrl] = useState<string | null>(null);

  useEffect(() => {
    if (visible) {
      setMounted(true);
      return undefined;
    }
    const timer = setTimeout(() => setMounted(false), LOADER_HIDE_DELAY_MS);
    return () => clearTimeout(timer);
  }, [visible]);

  if (!mounted && !visible) return null;
  const useDefault = !logoUrl || failedUrl === logoUrl;
  return (
    <Overlay role="status" aria-live="polite" aria-busy={visible} $leaving={!visible} data-testid="full-screen-loader">
      {useDefault ? (
        <FallbackLogo label={logoAlt} />
      ) : (
        <Logo src={logoUrl} alt={logoAlt} onError={() => setFailedUrl(logoUrl)} />
      )}
      {/* Fading out, the text goes first: half-transparent text would be unreadable (and fail contrast checks). */}
      {visible && <Message>{message ?? 'Loading…'}</Message>}
    </Overlay>
  );
}
