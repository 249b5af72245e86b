import { useEffect, useRef, type HTMLAttributes, type ReactNode } from 'react';
import styled, { type DefaultTheme } from 'styled-components';
import { screenHeadingRendered } from './screenFocus';

type Space = keyof DefaultTheme['space'];

/** A card: the theme's card padding; its first and last blocks sit on the padding (GlobalStyle, data-card). */
export const Card = styled.section.attrs<{ 'data-card'?: string }>({ 'data-card': '' })`
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.neutral[200]};
  border-radius: ${({ theme }) => theme.radii.lg};
  padding: ${({ theme }) => theme.card.padding};
  box-shadow: 0 1px 2px rgba(0, 0, 0, 0.06);

  ${({ theme }) => theme.media.md} {
    padding: ${({ theme }) => theme.card.paddingMd};
  }
`;

/** Label and figure pairs (dt/dd) in two columns, figures to the right: offers, fees, amounts. */
export const FactList = styled.dl`
  display: grid;
  grid-template-columns: 1fr auto;
  gap: ${({ theme }) => `${theme.space.xs} ${theme.space.md}`};
  margin: 0;

  dt {
    color: ${({ theme }) => theme.colors.mutedText};
  }
  dd {
    margin: 0;
    font-weight: 600;
    text-align: right;
  }
`;

export interface StackProps extends HTMLAttributes<HTMLDivElement> {
  /** A theme space key ('md') or any CSS length ('12px'); default 'md'. */
  gap?: Space | string;
}

const StackBox = styled.div<{ $gap: string }>`
  display: flex;
  flex-direction: column;
  gap: ${({ theme, $gap }) => (theme.space as Record<string, string>)[$gap] ?? $gap};
`;

/** Blocks one under the other, `gap` apart: the gap is the only space between them (GlobalStyle, data-stack). */
export function Stack({ gap = 'md', ...rest }: StackProps) {
  return <StackBox $gap={gap} data-stack="" {...rest} />;
}

const Heading = styled.h1`
  font-family: ${({ theme }) => theme.fonts.header};
  font-size: ${({ theme }) => theme.headings.h1.size};
  color: ${({ theme }) => theme.colors.text};
  margin: 0;

  ${({ theme }) => theme.media.md} {
    font-size: ${({ theme }) => theme.headings.h1.sizeMd};
  }
`;

const Subtitle = styled.p`
  margin: ${({ theme }) => theme.space.xs} 0 0;
  color: ${({ theme }) => theme.colors.mutedText};
`;

// Space under the page's heading, unless it stands in a stack whose gap already spaces it (both would double it).
const HeadingGroup = styled.div`
  margin-bottom: ${({ theme }) => theme.space.lg};

  [data-stack] > & {
    margin-bottom: 0;
  }
`;

export interface PageHeadingProps {
  children: ReactNode;
  subtitle?: ReactNode;
  /** Where one heading stays while the screen under it changes (a register step), the screen's own key. */
  screenKey?: string;
}

/**
 * The page's h1. It reports itself (and each new `screenKey`) to the journey's focus mechanism (screenFocus.ts), which starts a new screen
 * at the page's top with the focus here (a single-page app keeps the old screen's scroll position, often its submit
 * button's) and has the shell announce it.
 */
export function PageHeading({ children, subtitle, screenKey }: PageHeadingProps) {
  const ref = useRef<HTMLHeadingElement>(null);
  // After every render: the mechanism tells a new screen from a re-render.
  useEffect(() => {
    if (ref.current) screenHeadingRendered(ref.current, screenKey);
  });
  return (
    <HeadingGroup>
      <Heading ref={ref} tabIndex={-1}>
        {children}
      </Heading>
      {subtitle && <Subtitle>{subtitle}</Subtitle>}
    </HeadingGroup>
  );
}
