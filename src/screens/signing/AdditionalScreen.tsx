// signing/additional: the deed needs every owner on the title; this screen says where each co-owner stands (the
// co-deed status), who still has to act, and sends an invitation again when one was lost.
import type { ApiError } from '../../api/client';
import { formatDate } from '../../domain/format';
import type { CoDeedStatus, SignerProgress, SignerSummary } from '../../domain/signers';
import type { InvitationResendState } from '../../../store/notary';
import { Alert, Button, Card, PageHeading, Spinner, Stack, StatusMessage } from '../../ui';
import { DocItem, DocList } from '../../ui/DocumentList';
import { Actions, Muted, SectionHeading } from '../../ui/sections';

export const ADDITIONAL_TITLE = 'Other owners need to sign';

/** What each co-owner has done, and what they do next. */
export const SIGNER_PROGRESS_TEXT: Record<SignerProgress, string> = {
  INVITED: 'Invited: they have not accepted the invitation yet',
  ACCEPTED: 'Accepted the invitation: verifying their identity is next',
  IDENTITY_VERIFIED: 'Identity verified: signing the deed with the notary is next',
  SIGNED: 'Signed the deed',
};

export interface AdditionalScreenProps {
  status: 'idle' | 'loading' | 'loaded' | 'failed';
  coDeedStatus: CoDeedStatus | null;
  signers: SignerSummary[];
  resends: Record<string, InvitationResendState>;
  error: ApiError | null;
  onReload: () => void;
  onCheckAgain: () => void;
  onResend: (signerUuid: string) => void;
  onHelp: () => void;
}

function resendAnnouncement(signers: SignerSummary[], resends: Record<string, InvitationResendState>): string | null {
  const sent = signers.find((s) => resends[s.uuid]?.status === 'sent');
  return sent ? `Invitation sent again to ${sent.emailMasked}.` : null;
}

function SignerItem({
  signer,
  resend,
  onResend,
}: {
  signer: SignerSummary;
  resend: InvitationResendState | undefined;
  onResend: (signerUuid: string) => void;
}) {
  const name = `${signer.firstName} ${signer.lastName}`;
  const headingId = `signer-${signer.uuid}`;
  return (
    <DocItem aria-labelledby={headingId} data-testid="co-owner">
      <div>
        <h3 id={headingId}>{name}</h3>
        <p data-testid="co-owner-progress">{SIGNER_PROGRESS_TEXT[signer.progress]}</p>
        {signer.progress === 'INVITED' && (
          <Muted>
            Invitation sent to {signer.emailMasked} on {formatDate(signer.lastSentAt)}.
          </Muted>
        )}
        {resend?.status === 'failed' && resend.error && (
          <Alert variant="error" title="The invitation was not sent again">
            {resend.error.message}
          </Alert>
        )}
      </div>
      {signer.canResend && (
        <Button
          variant="secondary"
          onClick={() => onResend(signer.uuid)}
          disabled={resend?.status === 'sending'}
          aria-describedby={headingId}
        >
          {resend?.status === 'sending' ? 'Sending…' : 'Send the invitation again'}
        </Button>
      )}
    </DocItem>
  );
}

function Waiting({
  coDeedStatus,
  signers,
  resends,
  onResend,
  onCheckAgain,
}: Pick<AdditionalScreenProps, 'coDeedStatus' | 'signers' | 'resends' | 'onResend' | 'onCheckAgain'>) {
  if (coDeedStatus === 'COMPLETE') {
    return (
      <Alert variant="success" title="Every owner has signed">
        Thank you. We are moving your application on to the notary.{' '}
        <Button variant="link" onClick={onCheckAgain}>
          Continue
        </Button>
      </Alert>
    );
  }
  const waitingFor = signers.filter((s) => s.progress !== 'SIGNED');
  return (
    <Stack gap="md">
      <Card aria-labelledby="additional-status-heading">
        <Stack gap="sm">
          <SectionHeading id="additional-status-heading">Waiting for the other owners</SectionHeading>
          <p data-testid="co-deed-status">
            {waitingFor.length === 0
              ? 'We have not heard from the other owners yet.'
              : `Still to sign: ${waitingFor.map((s) => `${s.firstName} ${s.lastName}`).join(', ')}.`}
          </p>
          <Muted>
            Everyone on your home’s title must sign the deed of trust, even if they are not borrowing with you. We have
            emailed each of them an invitation to verify their identity and sign online with a notary. This page updates
            by itself; once every owner has signed, you go on to your own notary session.
          </Muted>
          <Actions>
            <Button variant="secondary" onClick={onCheckAgain}>
              Check again
            </Button>
          </Actions>
        </Stack>
      </Card>
      {signers.length > 0 && (
        <DocList aria-label="Owners on the title">
          {signers.map((signer) => (
            <SignerItem key={signer.uuid} signer={signer} resend={resends[signer.uuid]} onResend={onResend} />
          ))}
        </DocList>
      )}
    </Stack>
  );
}

export function AdditionalScreen({
  status,
  coDeedStatus,
  signers,
  resends,
  error,
  onReload,
  onCheckAgain,
  onResend,
  onHelp,
}: AdditionalScreenProps) {
  return (
    <Stack gap="lg">
      <PageHeading subtitle="You have signed your documents. The other owners of your home must sign too.">
        {ADDITIONAL_TITLE}
      </PageHeading>
      <StatusMessage message={resendAnnouncement(signers, resends)} />
      {status === 'failed' && error && (
        <Alert variant="error" title="We could not check who has signed">
          {error.message}{' '}
          <Button variant="link" onClick={onReload}>
            Try again
          </Button>
        </Alert>
      )}
      {(status === 'idle' || status === 'loading') && <Spinner label="Checking who has signed" />}
      {status !== 'idle' && status !== 'loading' && (status === 'loaded' || signers.length > 0) && (
        <Waiting
          coDeedStatus={coDeedStatus}
          signers={signers}
          resends={resends}
          onResend={onResend}
          onCheckAgain={onCheckAgain}
        />
      )}
      <Muted>
        Questions about who must sign?{' '}
        <Button variant="link" onClick={onHelp}>
          Get help with signing
        </Button>
      </Muted>
    </Stack>
  );
}
