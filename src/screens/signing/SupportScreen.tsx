// signing/support: help when signing does not work (the documents will not open, the location is refused, the
// signature fails): what to try, and the lender's phone and email.
import { Button, Card, PageHeading, Stack, SupportContact } from '../../ui';
import { SectionHeading } from '../../ui/sections';

export const SUPPORT_TITLE = 'Help with signing';

export interface SigningSupportScreenProps {
  companyName: string;
  phone: string;
  email: string;
  onBack: () => void;
}

export function SigningSupportScreen({ companyName, phone, email, onBack }: SigningSupportScreenProps) {
  return (
    <Stack gap="lg">
      <PageHeading subtitle="Most signing problems are quick to fix.">{SUPPORT_TITLE}</PageHeading>
      <Card aria-labelledby="support-tips-heading">
        <Stack gap="sm">
          <SectionHeading id="support-tips-heading">Things to try</SectionHeading>
          <ul>
            <li>
              <strong>A document will not open:</strong> check your connection and choose Read again. A current version
              of Chrome, Edge, Firefox or Safari works best.
            </li>
            <li>
              <strong>The Sign button stays disabled:</strong> scroll each document all the way to its last page, then
              tick the agreement.
            </li>
            <li>
              <strong>We asked for your location:</strong> your location is recorded with your electronic signature.
              Allow this site to use your location in your browser’s settings and turn on location services on your
              device, then sign again.
            </li>
          </ul>
        </Stack>
      </Card>
      <SupportContact
        companyName={companyName}
        phone={phone}
        email={email}
        intro={`If you still cannot sign, our ${companyName} team can help. Have your application open when you call.`}
      />
      <div>
        <Button variant="secondary" onClick={onBack}>
          Back to signing
        </Button>
      </div>
    </Stack>
  );
}
