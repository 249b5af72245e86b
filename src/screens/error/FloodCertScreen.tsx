// error/flood-cert: the closing disclosure waits on the flood zone certificate. The route checks again on entry.
import { Button, Card, PageHeading, Stack, SupportContact, type SupportContactProps } from '../../ui';

export const FLOOD_CERT_TITLE = 'We are waiting for your flood zone certificate';

export interface FloodCertScreenProps {
  onCheckAgain: () => void;
  checking: boolean;
  support: SupportContactProps;
}

export function FloodCertScreen({ onCheckAgain, checking, support }: FloodCertScreenProps) {
  return (
    <Stack gap="lg">
      <PageHeading>{FLOOD_CERT_TITLE}</PageHeading>
      <Stack gap="sm">
        <p>
          Before we can prepare your closing documents, we need a flood zone determination for your property. We have
          ordered it, and it usually arrives within 1 business day.
        </p>
        <p>
          If your property is in a flood zone, flood insurance will be required, and we will tell you what you need.
        </p>
      </Stack>
      <Card as="div">
        <Stack gap="sm">
          <h2>What happens next</h2>
          <p>
            We will email you when the certificate arrives. This page checks again each time you open it, so you can
            come back here to continue.
          </p>
          <div>
            <Button variant="secondary" onClick={onCheckAgain} loading={checking}>
              Check again
            </Button>
          </div>
        </Stack>
      </Card>
      <SupportContact {...support} />
    </Stack>
  );
}
