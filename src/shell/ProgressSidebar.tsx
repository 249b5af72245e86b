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

export interface ProgressSidebarProps {
  value: ProgressValue;
  manualNotary: boolean;
  additionalSigner: boolean;
}

export function ProgressSidebar({ value, manualNotary, additionalSigner }: ProgressSidebarProps) {
  const steps = additionalSigner ? CO_BORROWER_STEPS : PROGRESS_STEPS(manualNotary);
  const current = additionalSigner ? coBorrowerProgressStep(value) : progressStep(value);
  return (
    <nav aria-label="Application progress">
      <List data-testid="progress-steps">
        {steps.map((s) => {
          const state = s.step < current ? 'done' : s.step === current ? 'current' : 'todo';
          return (
            <Step key={s.value} $state={state} aria-current={state === 'current' ? 'step' : undefined}>
              {s.label}
              {state === 'done' && <VisuallyHidden> (completed)</VisuallyHidden>}
            </Step>
          );
        })}
      </List>
    </nav>
  );
}
