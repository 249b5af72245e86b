// heloc-signer/sign: the co-owner's eNotary session. They start it, answer identity questions drawn from public
// records (a wrong answer is refused; the third wrong try ends the session and a new one is offered), then sign the
// deed before the notary: their browser is asked for their location, and when it cannot be had the page explains
// why it is needed and offers to try again. They can read the deed first.
import { useEffect, useMemo, useRef, useState, type ChangeEvent } from 'react';
import { Link } from 'react-router-dom';
import * as yup from 'yup';
import type { NotaryQuestion } from '../../api/closing';
import { signerPath } from '../../domain/signerRouting';
import { Alert, AppForm, Button, Card, PageHeading, RadioGroupField, Stack } from '../../ui';
import { LocationAlert } from '../../ui/LocationAlert';
import { Actions, Agreement, Muted, SectionHeading } from '../../ui/sections';
import { FORM_ERROR_KEY, type SubmissionErrors } from '../../../store/form';
import type { LocationState, NotarySessionState } from '../../../store/notary';

export const SIGN_TITLE = 'Sign the deed with an online notary';
export const START_LABEL = 'Start my session';
export const NEW_SESSION_LABEL = 'Start a new session';
export const ANSWERS_LABEL = 'Confirm my identity';
export const SIGN_DEED_AGREE_LABEL =
  'I agree to sign the deed electronically, and I understand the notary will notarize my signature';
export const SIGN_DEED_LABEL = 'Sign the deed';
export const READ_DEED_LABEL = 'Read the deed first';
export const CHOOSE_AN_ANSWER = 'Choose an answer';

/** The form's field for question `index` (vendor ids may hold characters final-form reads as paths). */
const answerField = (index: number) => `answer${index}`;

function answersSchema(questions: NotaryQuestion[]) {
  return yup.object(
    Object.fromEntries(questions.map((_, i) => [answerField(i), yup.string().required(CHOOSE_AN_ANSWER)])),
  );
}

const toAnswers = (questions: NotaryQuestion[], values: Record<string, string>) =>
  Object.fromEntries(questions.map((q, i) => [q.id, values[answerField(i)]]));

export interface SignScreenProps {
  borrowerFirstName: string;
  session: NotarySessionState;
  location: LocationState;
  onStart: () => Promise<SubmissionErrors | undefined>;
  onAnswer: (answers: Record<string, string>) => Promise<SubmissionErrors | undefined>;
  onSignDeed: () => Promise<SubmissionErrors | undefined>;
}

/** An async action from a button: busy while it runs, and the form-level message it failed with. */
function useAction(run: () => Promise<SubmissionErrors | undefined>) {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const mounted = useRef(true);
  useEffect(
    () => () => {
      mounted.current = false;
    },
    [],
  );
  const act = async () => {
    if (busy) return;
    setBusy(true);
    setError(null);
    const errors = await run();
    if (!mounted.current) return;
    setBusy(false);
    const message = errors?.[FORM_ERROR_KEY];
    if (typeof message === 'string') setError(message);
  };
  return { busy, error, act };
}

function StartPanel({ session, onStart }: Pick<SignScreenProps, 'session' | 'onStart'>) {
  const { busy, act } = useAction(onStart);
  const ended = session.status === 'ended';
  return (
    <Card aria-labelledby="signer-start-heading">
      <Stack gap="sm">
        <SectionHeading id="signer-start-heading">
          {ended ? 'Your session has ended' : 'Start your session'}
        </SectionHeading>
        {ended && session.error && (
          <Alert variant="error" title="We could not confirm your identity">
            {session.error.message}
          </Alert>
        )}
        {session.status === 'failed' && session.error && (
          <Alert variant="error" title="We could not start your session">
            {session.error.message}
          </Alert>
        )}
        {!ended && <Muted>We ask a few questions to confirm who you are, then you sign the deed.</Muted>}
        <Actions>
          <Button onClick={() => void act()} loading={busy}>
            {ended ? NEW_SESSION_LABEL : START_LABEL}
          </Button>
        </Actions>
      </Stack>
    </Card>
  );
}

function QuestionsForm({ session, onAnswer }: Pick<SignScreenProps, 'session' | 'onAnswer'>) {
  const { questions } = session;
  const schema = useMemo(() => answersSchema(questions), [questions]);
  return (
    <Card aria-labelledby="signer-questions-heading">
      <Stack gap="md">
        <SectionHeading id="signer-questions-heading">Confirm your identity</SectionHeading>
        <Muted>Answer each question. The answers come from public records about you and your home.</Muted>
        <AppForm<Record<string, string>>
          // A new session brings new questions: a fresh form for them.
          key={session.sessionId ?? ''}
          schema={schema}
          onSubmit={(values) => onAnswer(toAnswers(questions, values))}
          submitLabel={ANSWERS_LABEL}
        >
          {questions.map((q, i) => (
            <RadioGroupField
              key={q.id}
              name={answerField(i)}
              legend={q.prompt}
              required
              options={q.choices.map((c) => ({ value: c, label: c }))}
            />
          ))}
        </AppForm>
      </Stack>
    </Card>
  );
}

function SignDeedPanel({ location, onSignDeed }: Pick<SignScreenProps, 'location' | 'onSignDeed'>) {
  const [agreed, setAgreed] = useState(false);
  const { busy, error, act } = useAction(onSignDeed);
  return (
    <Card aria-labelledby="signer-deed-heading">
      <Stack gap="md">
        <SectionHeading id="signer-deed-heading">Sign the deed</SectionHeading>
        <Alert variant="success" title="Your identity is confirmed">
          The notary is ready for your signature.
        </Alert>
        <Agreement>
          <input
            type="checkbox"
            name="agreeDeed"
            checked={agreed}
            onChange={(e: ChangeEvent<HTMLInputElement>) => setAgreed(e.target.checked)}
          />
          <span>{SIGN_DEED_AGREE_LABEL}</span>
        </Agreement>
        {location.status === 'failed' && location.failure && (
          <LocationAlert reason={location.failure} onRetry={() => void act()} retrying={busy} />
        )}
        {error && (
          <Alert variant="error" title="We could not sign your deed">
            {error}
          </Alert>
        )}
        <Actions>
          <Button onClick={() => void act()} disabled={!agreed} loading={busy} aria-describedby="signer-deed-hint">
            {SIGN_DEED_LABEL}
          </Button>
        </Actions>
        <Muted id="signer-deed-hint">
          {location.status === 'locating'
            ? 'Finding your location…'
            : agreed
              ? 'When you sign, your browser asks to share your location.'
              : 'Agree to sign electronically to continue.'}
        </Muted>
      </Stack>
    </Card>
  );
}

export function SignScreen({ borrowerFirstName, session, location, onStart, onAnswer, onSignDeed }: SignScreenProps) {
  return (
    <Stack gap="lg">
      <PageHeading
        subtitle={`${borrowerFirstName} has signed the closing documents. Confirm who you are, then sign the deed before the notary.`}
      >
        {SIGN_TITLE}
      </PageHeading>
      <p>
        The deed lets the lender record the line of credit against the home you own together.{' '}
        <Link to={signerPath('documents')}>{READ_DEED_LABEL}</Link>
      </p>
      {session.status === 'questions' && <QuestionsForm session={session} onAnswer={onAnswer} />}
      {session.status === 'confirmed' && <SignDeedPanel location={location} onSignDeed={onSignDeed} />}
      {(session.status === 'none' ||
        session.status === 'starting' ||
        session.status === 'failed' ||
        session.status === 'ended') && <StartPanel session={session} onStart={onStart} />}
    </Stack>
  );
}
