// Layout pieces the start screens share.
import type { ReactNode } from 'react';
import styled from 'styled-components';
import { GroupFieldset, GroupLegend } from '../../ui/forms/FieldParts';

const Intro = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.mutedText};
`;

/** Related fields under one legend (name, address), so screen readers announce the group. */
export function FieldGroup({ legend, intro, children }: { legend: ReactNode; intro?: ReactNode; children: ReactNode }) {
  return (
    <GroupFieldset $gap="md">
      <GroupLegend>{legend}</GroupLegend>
      {intro && <Intro>{intro}</Intro>}
      {children}
    </GroupFieldset>
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
