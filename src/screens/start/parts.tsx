// Layout pieces the start screens share.
import type { ReactNode } from 'react';
import styled from 'styled-components';

const Fieldset = styled.fieldset`
  margin: 0;
  padding: 0;
  border: 0;
  min-width: 0;
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.md};
`;

const Legend = styled.legend`
  padding: 0;
  margin-bottom: ${({ theme }) => theme.space.xs};
  font-size: ${({ theme }) => theme.fontSizes.lg};
  font-weight: 700;
  color: ${({ theme }) => theme.colors.text};
`;

const Intro = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.mutedText};
`;

/** Related fields under one legend (name, address), so screen readers announce the group. */
export function FieldGroup({ legend, intro, children }: { legend: ReactNode; intro?: ReactNode; children: ReactNode }) {
  return (
    <Fieldset>
      <Legend>{legend}</Legend>
      {intro && <Intro>{intro}</Intro>}
      {children}
    </Fieldset>
  );
}

/** Two fields side by side from the small breakpoint up (first and last name). */
export const Pair = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.md};

  ${({ theme }) => theme.media.sm} {
    grid-template-columns: 1fr 1fr;
  }
`;

export { Muted, SectionHeading } from '../../ui/sections';

/** A short list of facts, e.g. what checking rates means for the borrower's credit. */
export const FactList = styled.ul`
  margin: 0;
  padding-left: 1.25rem;
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xxs};
`;
