import styled, { css } from 'styled-components';
import type { RegisterSection, RegisterStepId } from '../../domain/register';
import { VisuallyHidden } from '../../ui';

type SectionState = 'done' | 'current' | 'todo';

/** Where the borrower is among the register sections: ticked behind, highlighted now, plain ahead. */
export function RegisterProgress({ sections, current }: { sections: RegisterSection[]; current: RegisterStepId }) {
  const currentIndex = sections.findIndex((s) => s.steps.includes(current));
  const stateOf = (i: number): SectionState => (i < currentIndex ? 'done' : i === currentIndex ? 'current' : 'todo');
  return (
    <nav aria-label="Registration progress">
      <Summary aria-hidden="true">
        Step {currentIndex + 1} of {sections.length}: {sections[currentIndex]?.label}
      </Summary>
      <Sections>
        {sections.map((section, i) => {
          const state = stateOf(i);
          return (
            <Section key={section.label} aria-current={state === 'current' ? 'step' : undefined} $state={state}>
              <Marker $state={state} aria-hidden="true">
                {state === 'done' ? '✓' : i + 1}
              </Marker>
              <span>
                {section.label}
                {state === 'done' && <VisuallyHidden> (completed)</VisuallyHidden>}
              </span>
              {state === 'current' && section.substeps.length > 0 && (
                <Substeps>
                  {section.substeps.map((sub) => (
                    <Substep key={sub.step} $active={sub.step === current}>
                      {sub.label}
                      {sub.step === current && <VisuallyHidden> (current)</VisuallyHidden>}
                    </Substep>
                  ))}
                </Substeps>
              )}
            </Section>
          );
        })}
      </Sections>
    </nav>
  );
}

// Phones see one line; the full list shows from the medium breakpoint up and is always there for screen readers
// (hidden without !important, unlike theme/visuallyHidden, so the breakpoint can show it again).
const Summary = styled.p`
  margin: 0 0 ${({ theme }) => theme.space.md};
  font-weight: 600;
  color: ${({ theme }) => theme.colors.text};
  ${({ theme }) => theme.media.md} {
    display: none;
  }
`;

const Sections = styled.ol`
  position: absolute;
  width: 1px;
  height: 1px;
  overflow: hidden;
  clip: rect(0 0 0 0);
  white-space: nowrap;
  list-style: none;
  margin: 0;
  padding: 0;
  ${({ theme }) => theme.media.md} {
    position: static;
    width: auto;
    height: auto;
    overflow: visible;
    clip: auto;
    white-space: normal;
    margin: 0 0 ${({ theme }) => theme.space.lg};
    display: flex;
    flex-wrap: wrap;
    gap: ${({ theme }) => theme.space.md};
  }
`;

const Section = styled.li<{ $state: SectionState }>`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space.xs};
  color: ${({ theme, $state }) => ($state === 'todo' ? theme.colors.mutedText : theme.colors.text)};
  font-weight: ${({ $state }) => ($state === 'current' ? 700 : 400)};
`;

const Marker = styled.span<{ $state: SectionState }>`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 1.75rem;
  height: 1.75rem;
  border-radius: ${({ theme }) => theme.radii.pill};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  border: 2px solid ${({ theme }) => theme.colors.border};
  ${({ theme, $state }) =>
    $state !== 'todo' &&
    css`
      background: ${theme.colors.primary[500]};
      border-color: ${theme.colors.primary[500]};
      color: ${theme.colors.onPrimary};
    `}
`;

const Substeps = styled.ul`
  display: flex;
  gap: ${({ theme }) => theme.space.xs};
  list-style: none;
  margin: 0;
  padding: 0;
`;

const Substep = styled.li<{ $active: boolean }>`
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ $active }) => ($active ? 700 : 400)};
  color: ${({ theme, $active }) => ($active ? theme.colors.text : theme.colors.mutedText)};
  &:not(:last-child)::after {
    content: ' ·';
  }
`;
