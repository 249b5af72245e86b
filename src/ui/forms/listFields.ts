// What the lists the borrower edits row by row share (liens, co-owners, income sources): the section with its h2,
// one fieldset a row whose inputs sit two to a line from the small breakpoint up, and focus that follows each add
// and remove with a polite message announcing it.
import { useEffect, useRef, useState } from 'react';
import styled from 'styled-components';

export const ListSection = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.md};

  h2 {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSizes.lg};
  }
  p {
    margin: 0;
  }
`;

export const RowFieldset = styled.fieldset`
  margin: 0;
  padding: ${({ theme }) => theme.space.md};
  min-width: 0;
  border: 1px solid ${({ theme }) => theme.colors.neutral[200]};
  border-radius: ${({ theme }) => theme.radii.md};
  display: grid;
  gap: ${({ theme }) => theme.space.md};

  ${({ theme }) => theme.media.sm} {
    grid-template-columns: 1fr 1fr;
  }

  legend {
    padding: 0 ${({ theme }) => theme.space.xxs};
    font-weight: 700;
  }
`;

/** What spans both columns of a RowFieldset (a wide input, the row's actions). */
export const FullRow = styled.div`
  grid-column: 1 / -1;
`;

/**
 * Focus and announcements for a list's add and remove: `announce(message, selector)` says what changed (for a
 * StatusMessage) and focuses the element matching `selector` inside `sectionRef` once it is in the page.
 */
export function useListFocus<T extends HTMLElement>(rowCount: number | undefined) {
  const sectionRef = useRef<T>(null);
  const [focusTarget, setFocusTarget] = useState<string | null>(null);
  const [announcement, setAnnouncement] = useState<string | null>(null);

  // Move focus once the controls an action creates are in the page.
  useEffect(() => {
    if (!focusTarget) return;
    sectionRef.current?.querySelector<HTMLElement>(focusTarget)?.focus();
    setFocusTarget(null);
  }, [focusTarget, rowCount]);

  const announce = (message: string, focusSelector: string) => {
    setAnnouncement(message);
    setFocusTarget(focusSelector);
  };
  return { sectionRef, announcement, announce };
}
