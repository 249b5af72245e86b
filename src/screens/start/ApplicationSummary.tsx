import { formatAddress, formatDate } from '../../domain/format';
import { stageLabel } from '../../domain/stages';
import type { Application } from '../../domain/types';
import { Card, PageHeading, Stack } from '../../ui';

/** Server stage names are SHOUTY_SNAKE: 'WAITING_FOR_AVM_DATA' -> 'Waiting for avm data'. */
export function ApplicationSummary({ application }: { application: Application }) {
  return (
    <Card>
      <Stack gap="md">
        <PageHeading subtitle="Here is what we have so far.">Your application</PageHeading>
        <dl>
          <dt>Property</dt>
          <dd>
            {application.property
              ? formatAddress(application.property).map((line) => <div key={line}>{line}</div>)
              : 'No property on file yet'}
          </dd>
          <dt>Stage</dt>
          <dd>{stageLabel(application.status.checklistStatus)}</dd>
          <dt>Started</dt>
          <dd>{formatDate(application.auditFields.createdDate)}</dd>
        </dl>
        <p>Next, you will add your profile details on this page to check your rates.</p>
      </Stack>
    </Card>
  );
}
