// The progress steps of the sidebar: the borrower's eight steps, or the additional signer's two. The current step is
// the screen's (src/domain/screenProgress.ts), worked out by the layout around it.
import styled from 'styled-components';
import { CO_BORROWER_STEPS, PROGRESS_STEPS } from '../domain/progress';
import { VisuallyHidden } from '../ui';

const List = styled.ol`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: ${({ theme }) => theme.space.xs};
`;

const Step = styled.li<{ $state: 'done' | 'current' | 'todo' }>`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space.xs};
  color: ${({ theme, $state }) => ($state === 'todo' ? theme.colors.mutedText : theme.colors.text)};
  font-weight: ${({ $state }) => ($state === 'current' ? 700 : 400)};

  &::before {
    content: '';
    flex: none;
    width: 0.75rem;
    height: 0.75rem;
    border-radius: 50%;
    border: 2px solid ${({ theme }) => theme.colors.primary[600]};
    background: ${({ theme, $state }) => ($state === 'todo' ? 'transparent' : theme.colors.primary[600])};
  }
`;

/** On a line of its own under the step's label, aligned with it (after the bullet). */
const StepNote = styled.span`
  flex-basis: 100%;
  padding-left: calc(0.75rem + 4px + ${({ theme }) => theme.space.xs});
  font-weight: 400;
  font-size: 0.875rem;
  color: ${({ theme }) => theme.colors.mutedText};
`;

const NOTARY_VALUES: readonly string[] = ['ENOTARY', 'MANUAL_NOTARY'];

export interface ProgressSidebarProps {
  /** The current step's number (progressStep of the spec's values; 0 or 1 for the co-owner). */
  current: number;
  /** The part of the current step the screen is (e.g. 'Bank accounts' of Link Income Sources), under its label. */
  currentNote?: string | null;
  manualNotary: boolean;
  additionalSigner: boolean;
  /** A line under the notary step (a Texas line's attorney review or 12-day wait, and until when). */
  notaryNote?: string | null;
}

export function ProgressSidebar({
  current,
  currentNote = null,
  manualNotary,
  additionalSigner,
  notaryNote = null,
}: ProgressSidebarProps) {
  const steps = additionalSigner ? CO_BORROWER_STEPS : PROGRESS_STEPS(manualNotary);
  return (
    <nav aria-label="Application progress">
      <List data-testid="progress-steps">
        {steps.map((s) => {
          const state = s.step < current ? 'done' : s.step === current ? 'current' : 'todo';
          return (
            <Step key={s.value} $state={state} aria-current={state === 'current' ? 'step' : undefined}>
              {s.label}
              {state === 'done' && <VisuallyHidden> (completed)</VisuallyHidden>}
              {state === 'current' && currentNote && (
                <StepNote data-testid="current-step-note">
                  <VisuallyHidden>Now: </VisuallyHidden>
                  {currentNote}
                </StepNote>
              )}
              {notaryNote && !additionalSigner && NOTARY_VALUES.includes(s.value) && (
                <StepNote data-testid="notary-step-note">{notaryNote}</StepNote>
              )}
            </Step>
          );
        })}
      </List>
    </nav>
  );
}
