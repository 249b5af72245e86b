// notary/session: the sandbox eNotary session. The identity questions (one radio group each); wrong answers are
// refused ('Those answers do not match our records') and a third wrong try ends the session, with a new one on
// offer. Once the borrower's identity is confirmed they sign the deed before the notary (the location is asked).
import { useEffect, useMemo, useRef, useState, type ChangeEvent } from 'react';
import * as yup from 'yup';
import type { NotaryQuestion } from '../../api/closing';
import type { LocationState, NotarySessionState } from '../../../store/notary';
import { FORM_ERROR_KEY, type SubmissionErrors } from '../../../store/form';
import { Alert, AppForm, Button, Card, PageHeading, RadioGroupField, Stack } from '../../ui';
import { LocationAlert } from '../../ui/LocationAlert';
import { Actions, Agreement, Muted, SectionHeading } from '../../ui/sections';

export const SESSION_TITLE = 'Your eNotary session';
export const ANSWERS_LABEL = 'Confirm my identity';
export const SIGN_DEED_AGREE_LABEL =
  'I agree to sign the deed of trust electronically, and I understand the notary will notarize my signature';
export const SIGN_DEED_LABEL = 'Sign my deed';
export const NEW_SESSION_LABEL = 'Start a new session';

export const CHOOSE_AN_ANSWER = 'Choose an answer';

/** The form's field for question `index` (vendor ids may hold characters final-form reads as paths). */
export const answerField = (index: number) => `answer${index}`;

export function answersSchema(questions: NotaryQuestion[]) {
  return yup.object(
    Object.fromEntries(questions.map((_, i) => [answerField(i), yup.string().required(CHOOSE_AN_ANSWER)])),
  );
}

export function toAnswers(questions: NotaryQuestion[], values: Record<string, string>): Record<string, string> {
  return Object.fromEntries(questions.map((q, i) => [q.id, values[answerField(i)]]));
}

export interface SessionScreenProps {
  session: NotarySessionState;
  location: LocationState;
  onStart: () => Promise<SubmissionErrors | undefined>;
  onAnswer: (answers: Record<string, string>) => Promise<SubmissionErrors | undefined>;
  onSignDeed: () => Promise<SubmissionErrors | undefined>;
  onHelp: () => void;
}

function useMounted() {
  const mounted = useRef(true);
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);
  return mounted;
}

function StartPanel({ session, onStart, onHelp }: Pick<SessionScreenProps, 'session' | 'onStart' | 'onHelp'>) {
  const ended = session.status === 'ended';
  return (
    <Card aria-labelledby="session-start-heading">
      <Stack gap="sm">
        <SectionHeading id="session-start-heading">
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
        {!ended && <Muted>We ask a few questions to confirm who you are, then you sign your deed.</Muted>}
        <Actions>
          <Button onClick={() => void onStart()} loading={session.status === 'starting'}>
            {ended ? NEW_SESSION_LABEL : 'Start my session'}
          </Button>
          <Button variant="link" onClick={onHelp}>
            Get help
          </Button>
        </Actions>
      </Stack>
    </Card>
  );
}

function QuestionsForm({ session, onAnswer }: Pick<SessionScreenProps, 'session' | 'onAnswer'>) {
  const { questions } = session;
  const schema = useMemo(() => answersSchema(questions), [questions]);
  return (
    <Card aria-labelledby="session-questions-heading">
      <Stack gap="md">
        <SectionHeading id="session-questions-heading">Confirm your identity</SectionHeading>
        <Muted>Answer each question. The answers come from public records about you and your home.</Muted>
        <AppForm<Record<string, string>>
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

function SignDeedPanel({ location, onSignDeed }: Pick<SessionScreenProps, 'location' | 'onSignDeed'>) {
  const [agreed, setAgreed] = useState(false);
  const [signing, setSigning] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const mounted = useMounted();
  const sign = async () => {
    if (signing) return;
    setSigning(true);
    setError(null);
    const errors = await onSignDeed();
    if (!mounted.current) return;
    setSigning(false);
    const message = errors?.[FORM_ERROR_KEY];
    if (typeof message === 'string') setError(message);
  };
  return (
    <Card aria-labelledby="session-deed-heading">
      <Stack gap="md">
        <SectionHeading id="session-deed-heading">Sign your deed of trust</SectionHeading>
        <Alert variant="success" title="Your identity is confirmed">
          The notary is ready for your signature.
        </Alert>
        <Muted>
          The deed of trust secures your line of credit with your home. When you sign, the notary notarizes your
          signature and we record the deed with your county.
        </Muted>
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
          <LocationAlert reason={location.failure} onRetry={() => void sign()} retrying={signing} />
        )}
        {error && (
          <Alert variant="error" title="We could not sign your deed">
            {error}
          </Alert>
        )}
        <Actions>
          <Button onClick={() => void sign()} disabled={!agreed} loading={signing} aria-describedby="deed-hint">
            {SIGN_DEED_LABEL}
          </Button>
        </Actions>
        <Muted id="deed-hint">
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

export function SessionScreen({ session, location, onStart, onAnswer, onSignDeed, onHelp }: SessionScreenProps) {
  return (
    <Stack gap="lg">
      <PageHeading subtitle="Confirm who you are, then sign your deed before the notary.">{SESSION_TITLE}</PageHeading>
      {session.status === 'questions' && <QuestionsForm session={session} onAnswer={onAnswer} />}
      {session.status === 'confirmed' && <SignDeedPanel location={location} onSignDeed={onSignDeed} />}
      {(session.status === 'none' ||
        session.status === 'starting' ||
        session.status === 'failed' ||
        session.status === 'ended') && <StartPanel session={session} onStart={onStart} onHelp={onHelp} />}
    </Stack>
  );
}
