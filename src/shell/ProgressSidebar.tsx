// The progress steps of the sidebar: the borrower's eight steps, or the additional signer's two.
import styled from 'styled-components';
import { CO_BORROWER_STEPS, coBorrowerProgressStep, PROGRESS_STEPS, progressStep } from '../domain/progress';
import type { ProgressValue } from '../domain/stages';
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

const StepNote = styled.span`
  display: block;
  font-weight: 400;
  font-size: 0.875rem;
  color: ${({ theme }) => theme.colors.mutedText};
`;

const NOTARY_VALUES: readonly string[] = ['ENOTARY', 'MANUAL_NOTARY'];

export interface ProgressSidebarProps {
  value: ProgressValue;
  manualNotary: boolean;
  additionalSigner: boolean;
  /** A line under the notary step (a Texas line's attorney review or 12-day wait, and until when). */
  notaryNote?: string | null;
}

export function ProgressSidebar({ value, manualNotary, additionalSigner, notaryNote = null }: ProgressSidebarProps) {
  const steps = additionalSigner ? CO_BORROWER_STEPS : PROGRESS_STEPS(manualNotary);
  const current = additionalSigner ? coBorrowerProgressStep(value) : progressStep(value);
  return (
    <nav aria-label="Application progress">
      <List data-testid="progress-steps">
        {steps.map((s) => {
          const state = s.step < current ? 'done' : s.step === current ? 'current' : 'todo';
          return (
            <Step key={s.value} $state={state} aria-current={state === 'current' ? 'step' : undefined}>
              <span>
                {s.label}
                {state === 'done' && <VisuallyHidden> (completed)</VisuallyHidden>}
                {notaryNote && !additionalSigner && NOTARY_VALUES.includes(s.value) && (
                  <StepNote data-testid="notary-step-note">{notaryNote}</StepNote>
                )}
              </span>
            </Step>
          );
        })}
      </List>
    </nav>
  );
}
