// The panels of an eNotary session, shared by the borrower's (notary/session) and a co-owner's (heloc-signer/sign)
// screens: starting the session, the identity questions, and signing the deed before the notary. Each screen
// passes its own ids and wording. Imported by path, not from the ui index, so it stays out of the first route.
import { useEffect, useMemo, useRef, useState, type ChangeEvent, type ReactNode } from 'react';
import * as yup from 'yup';
import type { NotaryQuestion } from '../../api/closing';
import { FORM_ERROR_KEY, type SubmissionErrors } from '../../../store/form';
import type { LocationState, NotarySessionState } from '../../../store/notary';
import { Alert } from '../../ui/Alert';
import { Button } from '../../ui/Button';
import { AppForm } from '../../ui/forms/AppForm';
import { RadioGroupField } from '../../ui/forms/RadioGroupField';
import { Card, Stack } from '../../ui/layout';
import { LocationAlert } from '../../ui/LocationAlert';
import { Actions, Agreement, Muted, SectionHeading } from '../../ui/sections';
import { useFocusWhenLost } from '../../ui/useFocusWhenLost';

export const START_LABEL = 'Start my session';
export const NEW_SESSION_LABEL = 'Start a new session';
export const ANSWERS_LABEL = 'Confirm my identity';
export const CHOOSE_AN_ANSWER = 'Choose an answer';

/** The form's field for question `index` (vendor ids may hold characters final-form reads as paths). */
export const answerField = (index: number) => `answer${index}`;

export function answersSchema(questions: NotaryQuestion[]) {
  return yup.object(
    Object.fromEntries(questions.map((_, i) => [answerField(i), yup.string().required(CHOOSE_AN_ANSWER)])),
  );
}

/** The answers as the session takes them: question id to the chosen answer. */
export function toAnswers(questions: NotaryQuestion[], values: Record<string, string>): Record<string, string> {
  return Object.fromEntries(questions.map((q, i) => [q.id, values[answerField(i)]]));
}

/**
 * An async action behind a button: busy while it runs (a press meanwhile does nothing), and the form-level message
 * it failed with.
 */
export function useButtonAction(run: () => Promise<SubmissionErrors | undefined>) {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  // Set on each mount, not only at first: StrictMode unmounts and mounts again in development.
  const mounted = useRef(true);
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);
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

export interface SessionStartPanelProps {
  session: NotarySessionState;
  headingId: string;
  /** What happens in the session, shown until a session has ended. */
  intro: string;
  busy: boolean;
  onStart: () => void;
  /** More actions beside the start button. */
  children?: ReactNode;
}

/** Before a session, after one failed to start, or after one ended (then a new one is offered). */
export function SessionStartPanel({ session, headingId, intro, busy, onStart, children }: SessionStartPanelProps) {
  const ended = session.status === 'ended';
  return (
    <Card aria-labelledby={headingId}>
      <Stack gap="sm">
        <SectionHeading id={headingId}>{ended ? 'Your session has ended' : 'Start your session'}</SectionHeading>
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
        {!ended && <Muted>{intro}</Muted>}
        <Actions>
          <Button onClick={onStart} loading={busy}>
            {ended ? NEW_SESSION_LABEL : START_LABEL}
          </Button>
          {children}
        </Actions>
      </Stack>
    </Card>
  );
}

export interface NotaryQuestionsFormProps {
  session: NotarySessionState;
  headingId: string;
  onAnswer: (answers: Record<string, string>) => Promise<SubmissionErrors | undefined>;
}

/** The identity questions, one radio group each. */
export function NotaryQuestionsForm({ session, headingId, onAnswer }: NotaryQuestionsFormProps) {
  const { questions } = session;
  const schema = useMemo(() => answersSchema(questions), [questions]);
  const headingRef = useFocusWhenLost<HTMLHeadingElement>();
  return (
    <Card aria-labelledby={headingId}>
      <Stack gap="md">
        <SectionHeading id={headingId} ref={headingRef} tabIndex={-1}>
          Confirm your identity
        </SectionHeading>
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

export interface SignDeedPanelProps {
  location: LocationState;
  onSignDeed: () => Promise<SubmissionErrors | undefined>;
  heading: string;
  headingId: string;
  /** What signing the deed means, shown above the agreement. */
  explanation?: ReactNode;
  agreeLabel: string;
  signLabel: string;
  /** The id of the hint below the sign button (it describes the button). */
  hintId: string;
}

/**
 * Once the identity is confirmed: agree to sign electronically, then sign. Signing asks for the location; when it
 * cannot be had, the page says why it is needed and offers to try again.
 */
export function SignDeedPanel({
  location,
  onSignDeed,
  heading,
  headingId,
  explanation,
  agreeLabel,
  signLabel,
  hintId,
}: SignDeedPanelProps) {
  const [agreed, setAgreed] = useState(false);
  const { busy, error, act } = useButtonAction(onSignDeed);
  const headingRef = useFocusWhenLost<HTMLHeadingElement>();
  return (
    <Card aria-labelledby={headingId}>
      <Stack gap="md">
        <SectionHeading id={headingId} ref={headingRef} tabIndex={-1}>
          {heading}
        </SectionHeading>
        <Alert variant="success" title="Your identity is confirmed">
          The notary is ready for your signature.
        </Alert>
        {explanation && <Muted>{explanation}</Muted>}
        <Agreement>
          <input
            type="checkbox"
            name="agreeDeed"
            checked={agreed}
            onChange={(e: ChangeEvent<HTMLInputElement>) => setAgreed(e.target.checked)}
          />
          <span>{agreeLabel}</span>
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
          <Button onClick={() => void act()} disabled={!agreed} loading={busy} aria-describedby={hintId}>
            {signLabel}
          </Button>
        </Actions>
        <Muted id={hintId}>
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
