// heloc-signer/conditions: what the underwriter still needs from the co-owner, each with the way to send it.
import type { Condition } from '../../domain/types';
import { signerConditionLocation, signerConditionPath, SIGNER_RESUME_PATH } from '../../domain/signerRouting';
import { Card, PageHeading, Stack } from '../../ui';
import { ScreenLink } from '../../ui/ScreenLink';
import { ChecklistStatus } from '../../ui/ChecklistStatus';
import { Muted, SectionHeading } from '../../ui/sections';
import { conditionMessage, conditionTitle, ConditionsLoading, type SignerConditionsView } from './conditionParts';

export const SIGNER_CONDITIONS_TITLE = 'What we need from you';

function ConditionCard({ condition }: { condition: Condition }) {
  const location = signerConditionLocation(condition);
  const headingId = `signer-condition-${condition.uuid}`;
  const message = conditionMessage(condition);
  return (
    <Card aria-labelledby={headingId}>
      <Stack gap="sm">
        <SectionHeading id={headingId}>{conditionTitle(condition)}</SectionHeading>
        {message && <p style={{ margin: 0 }}>{message}</p>}
        {location === 'upload-document' && (
          <ChecklistStatus done={condition.xtraData.docsReceived >= condition.xtraData.numDocsRequired}>
            {Math.min(condition.xtraData.docsReceived, condition.xtraData.numDocsRequired)} of{' '}
            {condition.xtraData.numDocsRequired} received
          </ChecklistStatus>
        )}
        {location ? (
          <div>
            <ScreenLink to={signerConditionPath(location, condition.uuid)} variant="primary">
              {location === 'identity' ? 'Upload a new photo of your ID' : 'Upload a document'}
            </ScreenLink>
          </div>
        ) : (
          <Muted>Nothing to send: we are reviewing this.</Muted>
        )}
      </Stack>
    </Card>
  );
}

export function ConditionsDashboardScreen({ view }: { view: SignerConditionsView }) {
  const loaded = view.status === 'loaded' || view.open.length > 0;
  return (
    <Stack gap="lg">
      <PageHeading subtitle="Our underwriter needs a little more from you before the line can close.">
        {SIGNER_CONDITIONS_TITLE}
      </PageHeading>
      {!loaded && <ConditionsLoading view={view} />}
      {loaded && view.open.length === 0 && (
        <Stack gap="md">
          <p>Nothing is needed from you right now. Thank you.</p>
          <div>
            <ScreenLink to={SIGNER_RESUME_PATH}>Back to your progress</ScreenLink>
          </div>
        </Stack>
      )}
      {view.open.map((c) => (
        <ConditionCard key={c.uuid} condition={c} />
      ))}
    </Stack>
  );
}
