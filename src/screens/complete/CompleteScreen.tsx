// complete: where the line stands after the documents are signed. The rescission period (the right to cancel,
// three business days), then the deed's recording, then funding, each shown done, in progress or still to come;
// the loan number once issued; the line amount and the initial draw; and how later draws are priced. While the right
// to cancel runs, the borrower can read the notice and cancel (RightToCancel.tsx); a cancelled line says so.
import styled from 'styled-components';
import type { ResourceState } from '../../../store/journey';
import type { ClosingStatusAnswer, ClosingStepName } from '../../api/closing';
import { cancelEndedMessage, cancelUntilText } from '../../domain/cancellation';
import { formatCurrency, formatDate } from '../../domain/format';
import type { Application } from '../../domain/types';
import {
  Alert,
  Button,
  ButtonLink,
  Card,
  CheckIcon,
  FactList,
  PageHeading,
  Spinner,
  Stack,
  StatusMessage,
} from '../../ui';
import { RightToCancel, rescissionWindow, useCanCancel } from './RightToCancel';

export const FUNDED_TITLE = 'Your line is funded';
export const CLOSING_TITLE = 'You’re almost done';
export const CANCELLED_TITLE = 'Your line is cancelled';

export function completeTitle(status: ClosingStatusAnswer | null): string {
  if (status?.stage === 'CANCELLED') return CANCELLED_TITLE;
  return status?.complete ? FUNDED_TITLE : CLOSING_TITLE;
}

export type StepState = 'done' | 'current' | 'upcoming';

/** Each step's state: done as the server says, the first one not done is in progress, the rest to come. */
export function stepStates(status: ClosingStatusAnswer): Record<ClosingStepName, StepState> {
  const states = {} as Record<ClosingStepName, StepState>;
  let currentSeen = false;
  for (const step of status.steps) {
    if (status.complete || step.done) states[step.name] = 'done';
    else if (!currentSeen) {
      states[step.name] = 'current';
      currentSeen = true;
    } else states[step.name] = 'upcoming';
  }
  return states;
}

const STATE_LABEL: Record<StepState, string> = { done: 'Done', current: 'In progress', upcoming: 'Not started' };

const STEP_NAME: Record<ClosingStepName, string> = {
  RESCISSION: 'Your right to cancel',
  RECORDING: 'Recording your deed',
  FUNDING: 'Funding your line',
};

function stepDetail(name: ClosingStepName, state: StepState, status: ClosingStatusAnswer, zone: string): string {
  const period = rescissionWindow(status);
  switch (name) {
    case 'RESCISSION':
      if (state === 'done') return period ? cancelEndedMessage(period, zone) : 'The rescission period has ended.';
      return period
        ? `${cancelUntilText(period, zone)}, without cost: three business days after you signed (Sundays and federal holidays do not count). See your Notice of Right to Cancel.`
        : 'You can cancel this line without cost for three business days after you signed (Sundays and federal holidays do not count). See your Notice of Right to Cancel.';
    case 'RECORDING':
      if (state === 'done') return 'Your deed of trust is recorded with the county.';
      return 'Once the rescission period ends, we send your deed of trust to the county to be recorded. This usually takes about one business day.';
    case 'FUNDING':
      if (state === 'done')
        return status.fundedAt
          ? `Your initial draw was sent to your account on ${formatDate(status.fundedAt)}.`
          : 'Your initial draw was sent to your account.';
      return 'Once your deed is recorded, we send your initial draw to the account you chose for it.';
  }
}

const Steps = styled.ol`
  list-style: none;
  margin: 0;
  padding: 0;
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.md};
`;

const Step = styled.li`
  display: grid;
  grid-template-columns: 2rem 1fr;
  gap: ${({ theme }) => theme.space.sm};
  align-items: start;

  h3 {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSizes.md};
  }
  p {
    margin: ${({ theme }) => theme.space.xxs} 0 0;
  }
`;

const Marker = styled.span<{ $state: StepState }>`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 1.75rem;
  height: 1.75rem;
  border-radius: 50%;
  border: 2px solid
    ${({ theme, $state }) => ($state === 'done' ? theme.colors.success : $state === 'current' ? theme.colors.primaryText : theme.colors.border)};
  color: ${({ theme, $state }) => ($state === 'done' ? theme.colors.success : theme.colors.primaryText)};
`;

const StateText = styled.span`
  font-weight: 600;
`;

function StepsCard({ status, zone }: { status: ClosingStatusAnswer; zone: string }) {
  const states = stepStates(status);
  return (
    <Card aria-labelledby="closing-steps">
      <Stack gap="md">
        <h2 id="closing-steps">Closing steps</h2>
        <Steps>
          {status.steps.map(({ name }, index) => {
            const state = states[name];
            return (
              <Step key={name} aria-current={state === 'current' ? 'step' : undefined}>
                <Marker $state={state} aria-hidden="true">
                  {state === 'done' ? <CheckIcon size={16} /> : index + 1}
                </Marker>
                <div>
                  <h3>
                    {STEP_NAME[name]}: <StateText>{STATE_LABEL[state]}</StateText>
                  </h3>
                  <p>{stepDetail(name, state, status, zone)}</p>
                </div>
              </Step>
            );
          })}
        </Steps>
      </Stack>
    </Card>
  );
}

function LineCard({ status, application }: { status: ClosingStatusAnswer; application: Application | null }) {
  const amount = status.amount ?? application?.amount ?? null;
  const draw = application?.uwCalculatedDrawAmount ?? null;
  return (
    <Card aria-labelledby="your-line">
      <Stack gap="sm">
        <h2 id="your-line">Your line of credit</h2>
        <FactList>
          <dt>Loan number</dt>
          <dd>{status.loanNumber ?? 'Assigned at closing'}</dd>
          <dt>Line amount</dt>
          <dd>{amount ? formatCurrency(amount) : 'Not available'}</dd>
          <dt>Initial draw</dt>
          <dd>{draw ? formatCurrency(draw) : 'Not available'}</dd>
        </FactList>
        <h3>How your draws are priced</h3>
        <p>Your initial draw is 100% of your line, drawn at origination minus the origination fee, at a fixed rate.</p>
        <p>
          Later draws during the draw period are floating: their rate is the Prime Rate of the preceding month plus a
          fixed margin, set on the date of each draw.
        </p>
      </Stack>
    </Card>
  );
}

export interface CompleteScreenProps {
  uuid: string;
  status: ResourceState<ClosingStatusAnswer>;
  application: Application | null;
  onRetry: () => void;
  /** The browser's IANA zone: the deadline is read there when the server names no zone. */
  browserZone: string;
  /** Posts "Cancel my line"; resolves with the server's refusal, or null once cancelled. */
  onCancelLine: () => Promise<string | null>;
}

/** What a screen reader hears when the page refreshes: the step now in progress, or that the line is funded. */
function announcement(status: ClosingStatusAnswer | null): string | null {
  if (!status) return null;
  if (status.stage === 'CANCELLED') return 'Your line is cancelled.';
  if (status.complete) return 'Your line is funded.';
  const states = stepStates(status);
  const current = status.steps.find((s) => states[s.name] === 'current');
  return current ? `${STEP_NAME[current.name]}: in progress.` : null;
}

function CancelledNotice() {
  return (
    <>
      <Alert variant="info" title="Cancelled">
        <p>
          You cancelled your line during the rescission period. Nothing will be funded: no draw is sent to your account,
          and the lien on your home is released. You owe nothing for this line.
        </p>
      </Alert>
      <ButtonLink href="/dashboard" variant="primary">
        Go to your dashboard
      </ButtonLink>
    </>
  );
}

function subtitle(funded: boolean, cancelled: boolean): string {
  if (cancelled) return 'You cancelled this line of credit while you had the right to.';
  return funded
    ? 'Your home equity line of credit is open and your initial draw is on its way to your account.'
    : 'You have signed everything. Here is where your line stands; this page updates by itself.';
}

export function CompleteScreen({ uuid, status, application, onRetry, browserZone, onCancelLine }: CompleteScreenProps) {
  const { data, error } = status;
  const funded = Boolean(data?.complete);
  const cancelled = data?.stage === 'CANCELLED';
  const canCancel = useCanCancel(data);
  const period = data ? rescissionWindow(data) : null;
  return (
    <Stack gap="lg">
      <PageHeading subtitle={subtitle(funded, cancelled)}>{completeTitle(data)}</PageHeading>
      <StatusMessage message={announcement(data)} />
      {data && cancelled ? (
        <CancelledNotice />
      ) : data ? (
        <>
          {funded && (
            <Alert variant="success" title="Funded">
              <p>
                Your line is funded
                {data.fundedAt ? ` as of ${formatDate(data.fundedAt)}` : ''}
                {data.loanNumber ? `. Your loan number is ${data.loanNumber}` : ''}. Keep it for your records: you need
                it when you contact us about your line.
              </p>
            </Alert>
          )}
          {status.status === 'failed' && !funded && (
            <Alert variant="warning" title="We could not refresh your status">
              <p>{error?.message} We keep trying; what you see may be a few moments old.</p>
            </Alert>
          )}
          <StepsCard status={data} zone={browserZone} />
          {period && !funded && (
            <RightToCancel
              uuid={uuid}
              period={period}
              browserZone={browserZone}
              onCancelLine={onCancelLine}
              offered={canCancel}
            />
          )}
          <LineCard status={data} application={application} />
          {!funded && (
            <p>
              <Spinner size={16} /> Checking for updates every few seconds.
            </p>
          )}
          {funded && (
            <ButtonLink href="/dashboard" variant="primary">
              Go to your dashboard
            </ButtonLink>
          )}
        </>
      ) : status.status === 'failed' ? (
        <Alert variant="error" title="We could not load your closing status">
          <p>{error?.message}</p>
          <Button variant="secondary" onClick={onRetry}>
            Try again
          </Button>
        </Alert>
      ) : (
        <Spinner label="Loading your closing status" />
      )}
    </Stack>
  );
}
