import styled, { css } from 'styled-components';
import type { RegisterSection, RegisterStepId } from '../../domain/register';
import { VisuallyHidden } from '../../ui';
import { visuallyHiddenBelowMd } from '../../theme/visuallyHidden';

type SectionState = 'done' | 'current' | 'todo';

/**
 * Where the borrower is among the register sections: ticked behind, highlighted now, plain ahead, on one line from
 * the medium breakpoint up. The step within a section (Address or Sale Status) is said in the line above it, with
 * the step's number among all of them ("Step 2 of 7: Property Info, Sale Status"); phones see only that line.
 */
export function RegisterProgress({ sections, current }: { sections: RegisterSection[]; current: RegisterStepId }) {
  const currentIndex = sections.findIndex((s) => s.steps.includes(current));
  const stateOf = (i: number): SectionState => (i < currentIndex ? 'done' : i === currentIndex ? 'current' : 'todo');
  const allSteps = sections.flatMap((s) => s.steps);
  const section = sections[currentIndex];
  const substep = section?.substeps.find((sub) => sub.step === current);
  return (
    <nav aria-label="Registration progress">
      <Summary data-testid="register-step-summary">
        Step {allSteps.indexOf(current) + 1} of {allSteps.length}: {section?.label}
        {substep && <Substep>, {substep.label}</Substep>}
      </Summary>
      <Sections>
        {sections.map((s, i) => {
          const state = stateOf(i);
          return (
            <Section key={s.label} aria-current={state === 'current' ? 'step' : undefined} $state={state}>
              <Marker $state={state} aria-hidden="true">
                {state === 'done' ? '✓' : i + 1}
              </Marker>
              <span>
                {s.label}
                {state === 'done' && <VisuallyHidden> (completed)</VisuallyHidden>}
              </span>
            </Section>
          );
        })}
      </Sections>
    </nav>
  );
}

const Summary = styled.p`
  margin: 0 0 ${({ theme }) => theme.space.sm};
  font-weight: 600;
  color: ${({ theme }) => theme.colors.text};
  ${({ theme }) => theme.media.md} {
    font-size: ${({ theme }) => theme.fontSizes.sm};
    color: ${({ theme }) => theme.colors.mutedText};
  }
`;

const Substep = styled.span`
  font-weight: 400;
`;

// Phones: only the line above (the list stays for screen readers, hidden without !important, unlike
// theme/visuallyHidden, so the breakpoint can show it again). From md up: the sections in one row, joined by a rule.
const Sections = styled.ol`
  ${visuallyHiddenBelowMd}
  list-style: none;
  margin: 0;
  padding: 0;
  ${({ theme }) => theme.media.md} {
    margin: 0 0 ${({ theme }) => theme.space.lg};
    display: flex;
    flex-wrap: nowrap;
    align-items: center;
    gap: ${({ theme }) => theme.space.xs};
    font-size: ${({ theme }) => theme.fontSizes.sm};
  }
`;

const Section = styled.li<{ $state: SectionState }>`
  display: flex;
  align-items: center;
  flex: 1 1 auto;
  gap: ${({ theme }) => theme.space.xs};
  white-space: nowrap;
  color: ${({ theme, $state }) => ($state === 'todo' ? theme.colors.mutedText : theme.colors.text)};
  font-weight: ${({ $state }) => ($state === 'current' ? 700 : 400)};

  &:last-child {
    flex: none;
  }
  /* The rule to the next section. */
  &:not(:last-child)::after {
    content: '';
    flex: 1 1 0;
    min-width: ${({ theme }) => theme.space.xs};
    height: 2px;
    background: ${({ theme, $state }) => ($state === 'done' ? theme.colors.primary[500] : theme.colors.border)};
  }
`;

const Marker = styled.span<{ $state: SectionState }>`
  display: inline-flex;
  flex: none;
  align-items: center;
  justify-content: center;
  width: 1.5rem;
  height: 1.5rem;
  border-radius: ${({ theme }) => theme.radii.pill};
  font-size: ${({ theme }) => theme.fontSizes.xs};
  border: 2px solid ${({ theme }) => theme.colors.border};
  ${({ theme, $state }) =>
    $state !== 'todo' &&
    css`
      background: ${theme.colors.primary[500]};
      border-color: ${theme.colors.primary[500]};
      color: ${theme.colors.onPrimary};
    `}
`;
