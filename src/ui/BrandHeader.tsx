import type { ReactNode } from 'react';
import styled from 'styled-components';

export interface BrandHeaderProps {
  logoUrl: string;
  logoAlt: string;
  companyName: string;
  homeHref: string;
  /** Right-side slot (menus, sign-in button). */
  children?: ReactNode;
}

// Reflow (WCAG 1.4.10): at 320 px or with large text the logo and the right-side slot wrap onto rows of their
// own rather than push the page wider than the screen.
const Bar = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.md};
  min-height: 4rem;
  padding: ${({ theme }) => `${theme.space.xs} ${theme.space.md}`};
  background: ${({ theme }) => theme.colors.surface};
  border-bottom: 1px solid ${({ theme }) => theme.colors.neutral[200]};

  ${({ theme }) => theme.media.md} {
    padding: ${({ theme }) => `${theme.space.xs} ${theme.space.xl}`};
  }
`;

// The logo gives way before the bar wraps: a row breaks by its items' basis, so with a small basis the logo shrinks
// to make room for the bell's badge on a phone (no second row appearing as the page loads) and the bar wraps only
// when even a small logo does not fit (320 px, large text).
const HomeLink = styled.a`
  display: inline-flex;
  align-items: center;
  flex: 1 1 6rem;
  min-width: 0;
  max-width: min(12rem, 100%);
  border-radius: ${({ theme }) => theme.radii.sm};

  img {
    display: block;
    height: 2.5rem;
    width: auto;
    max-width: min(12rem, 100%);
    object-fit: contain;
  }
`;

const Slot = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: flex-end;
  align-items: center;
  min-width: 0;
  max-width: 100%;
  margin-left: auto;
  gap: ${({ theme }) => theme.space.sm};
`;

/** The lender's logo linking home, plus an optional right-side slot. Place it inside PageLayout's header. */
export function BrandHeader({ logoUrl, logoAlt, companyName, homeHref, children }: BrandHeaderProps) {
  return (
    <Bar>
      <HomeLink href={homeHref} aria-label={`${companyName} home`}>
        <img src={logoUrl} alt={logoAlt} />
      </HomeLink>
      {children && <Slot>{children}</Slot>}
    </Bar>
  );
}
