// heloc-signer/sign: the co-owner's eNotary session. They start it, answer identity questions drawn from public
// records (a wrong answer is refused; the third wrong try ends the session and a new one is offered), then sign the
// deed before the notary: their browser is asked for their location, and when it cannot be had the page explains
// why it is needed and offers to try again. They can read the deed first.
import { Link } from 'react-router-dom';
import { signerPath } from '../../domain/signerRouting';
import { PageHeading, Stack } from '../../ui';
import {
  NotaryQuestionsForm,
  SessionStartPanel,
  SignDeedPanel,
  useButtonAction,
} from '../../connected/notary/EnotaryPanels';
import type { SubmissionErrors } from '../../../store/form';
import type { LocationState, NotarySessionState } from '../../../store/notary';

export { ANSWERS_LABEL, NEW_SESSION_LABEL, START_LABEL } from '../../connected/notary/EnotaryPanels';

export const SIGN_TITLE = 'Sign the deed with an online notary';
export const SIGN_DEED_AGREE_LABEL =
  'I agree to sign the deed electronically, and I understand the notary will notarize my signature';
export const SIGN_DEED_LABEL = 'Sign the deed';
export const READ_DEED_LABEL = 'Read the deed first';

export interface SignScreenProps {
  borrowerFirstName: string;
  session: NotarySessionState;
  location: LocationState;
  onStart: () => Promise<SubmissionErrors | undefined>;
  onAnswer: (answers: Record<string, string>) => Promise<SubmissionErrors | undefined>;
  onSignDeed: () => Promise<SubmissionErrors | undefined>;
}

function StartPanel({ session, onStart }: Pick<SignScreenProps, 'session' | 'onStart'>) {
  const { busy, act } = useButtonAction(onStart);
  return (
    <SessionStartPanel
      session={session}
      headingId="signer-start-heading"
      intro="We ask a few questions to confirm who you are, then you sign the deed."
      busy={busy}
      onStart={() => void act()}
    />
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
      {session.status === 'questions' && (
        <NotaryQuestionsForm session={session} headingId="signer-questions-heading" onAnswer={onAnswer} />
      )}
      {session.status === 'confirmed' && (
        <SignDeedPanel
          location={location}
          onSignDeed={onSignDeed}
          heading="Sign the deed"
          headingId="signer-deed-heading"
          agreeLabel={SIGN_DEED_AGREE_LABEL}
          signLabel={SIGN_DEED_LABEL}
          hintId="signer-deed-hint"
        />
      )}
      {(session.status === 'none' ||
        session.status === 'starting' ||
        session.status === 'failed' ||
        session.status === 'ended') && <StartPanel session={session} onStart={onStart} />}
    </Stack>
  );
}
