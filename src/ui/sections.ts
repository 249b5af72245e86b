// Small layout pieces the screens share inside their cards: a section's h2, muted text, a row of actions, and the
// label of an agreement checkbox (the box beside its wrapped text). Imported from here directly, not from the
// index, so they stay out of the first route.
import styled from 'styled-components';

export const SectionHeading = styled.h2`
  margin: 0;
  font-size: ${({ theme }) => theme.headings.h2.size};

  ${({ theme }) => theme.media.md} {
    font-size: ${({ theme }) => theme.headings.h2.sizeMd};
  }
`;

export const Muted = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.mutedText};
`;

export const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
`;

export const Agreement = styled.label`
  display: flex;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space.sm};
  cursor: pointer;

  input {
    flex: none;
    width: 1.25rem;
    height: 1.25rem;
    margin: 0.125rem 0 0;
    accent-color: ${({ theme }) => theme.colors.primaryText};
  }
`;
