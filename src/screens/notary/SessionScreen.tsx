// notary/session: the sandbox eNotary session. The identity questions (one radio group each); wrong answers are
// refused ('Those answers do not match our records') and a third wrong try ends the session, with a new one on
// offer. Once the borrower's identity is confirmed they sign the deed before the notary (the location is asked).
import type { LocationState, NotarySessionState } from '../../../store/notary';
import type { SubmissionErrors } from '../../../store/form';
import { Button, PageHeading, Stack } from '../../ui';
import { NotaryQuestionsForm, SessionStartPanel, SignDeedPanel } from '../../connected/notary/EnotaryPanels';

export { ANSWERS_LABEL, NEW_SESSION_LABEL } from '../../connected/notary/EnotaryPanels';

export const SESSION_TITLE = 'Your eNotary session';
export const SIGN_DEED_AGREE_LABEL =
  'I agree to sign the deed of trust electronically, and I understand the notary will notarize my signature';
export const SIGN_DEED_LABEL = 'Sign my deed';

const DEED_EXPLANATION =
  'The deed of trust secures your line of credit with your home. When you sign, the notary notarizes your ' +
  'signature and we record the deed with your county.';

export interface SessionScreenProps {
  session: NotarySessionState;
  location: LocationState;
  onStart: () => Promise<SubmissionErrors | undefined>;
  onAnswer: (answers: Record<string, string>) => Promise<SubmissionErrors | undefined>;
  onSignDeed: () => Promise<SubmissionErrors | undefined>;
  onHelp: () => void;
}

export function SessionScreen({ session, location, onStart, onAnswer, onSignDeed, onHelp }: SessionScreenProps) {
  return (
    <Stack gap="lg">
      <PageHeading subtitle="Confirm who you are, then sign your deed before the notary.">{SESSION_TITLE}</PageHeading>
      {session.status === 'questions' && (
        <NotaryQuestionsForm session={session} headingId="session-questions-heading" onAnswer={onAnswer} />
      )}
      {session.status === 'confirmed' && (
        <SignDeedPanel
          location={location}
          onSignDeed={onSignDeed}
          heading="Sign your deed of trust"
          headingId="session-deed-heading"
          explanation={DEED_EXPLANATION}
          agreeLabel={SIGN_DEED_AGREE_LABEL}
          signLabel={SIGN_DEED_LABEL}
          hintId="deed-hint"
        />
      )}
      {(session.status === 'none' ||
        session.status === 'starting' ||
        session.status === 'failed' ||
        session.status === 'ended') && (
        // The session's own status says when it is starting (the store sets it as the request goes out).
        <SessionStartPanel
          session={session}
          headingId="session-start-heading"
          intro="We ask a few questions to confirm who you are, then you sign your deed."
          busy={session.status === 'starting'}
          onStart={() => void onStart()}
        >
          <Button variant="link" onClick={onHelp}>
            Get help
          </Button>
        </SessionStartPanel>
      )}
    </Stack>
  );
}
