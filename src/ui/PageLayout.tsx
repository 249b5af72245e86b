import type { ReactNode } from 'react';
import styled from 'styled-components';

export interface PageLayoutProps {
  header: ReactNode;
  children: ReactNode;
  footer?: ReactNode;
}

export const MAIN_ID = 'main';

const SkipLink = styled.a`
  position: absolute;
  top: ${({ theme }) => theme.space.xs};
  left: ${({ theme }) => theme.space.xs};
  z-index: 1100;
  padding: ${({ theme }) => `${theme.space.xs} ${theme.space.md}`};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.primaryText};
  font-weight: 600;
  border-radius: ${({ theme }) => theme.radii.sm};
  transform: translateY(-200%);

  &:focus,
  &:focus-visible {
    transform: translateY(0);
  }
`;

const Shell = styled.div`
  display: flex;
  flex-direction: column;
  min-height: 100vh;
`;

// At least a screen tall, so the footer starts below the first screen whatever the content: a screen that arrives
// (or grows) never pushes a visible footer down, which is the largest layout shift a page can have.
const Main = styled.main`
  flex: 1 0 auto;
  min-height: 100vh;
  width: 100%;
  max-width: ${({ theme }) => theme.layout.mainMaxWidth};
  margin: 0 auto;
  padding: ${({ theme }) => `${theme.space.lg} ${theme.space.md} ${theme.space.xxl}`};

  &:focus {
    outline: none;
  }

  ${({ theme }) => theme.media.md} {
    padding: ${({ theme }) => `${theme.space.xl} ${theme.space.lg} ${theme.space.xxl}`};
  }
`;

/** Skip link (first focusable), header landmark, main landmark (#main, max 44.75rem) and optional footer. */
export function PageLayout({ header, children, footer }: PageLayoutProps) {
  return (
    <Shell>
      <SkipLink href={`#${MAIN_ID}`}>Skip to main content</SkipLink>
      <header>{header}</header>
      <Main id={MAIN_ID} tabIndex={-1}>
        {children}
      </Main>
      {footer && <footer>{footer}</footer>}
    </Shell>
  );
}
