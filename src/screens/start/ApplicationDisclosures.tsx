// start/profile: the disclosures given with the application (Regulation Z §1026.40(b)): the early disclosure of the
// plan and the brochure "What you should know about home equity lines of credit", and for a Texas home the §50(g)
// notice. They are offered here, before the soft pull and before any fee, and the borrower confirms receiving them;
// submitting the profile records them as given (server/documents/service.ts).
import { useState } from 'react';
import { useField } from 'react-final-form';
import { applicationDisclosureTypes, type DisclosureType } from '../../domain/disclosureTypes';
import { Button, CheckboxField } from '../../ui';
import { DisclosureModal } from '../../connected/pdf/DisclosureModal';
import { FactList, FieldGroup, Muted } from './parts';

export const APPLICATION_DISCLOSURE_TITLES: Partial<Record<DisclosureType, string>> = {
  HELOC_EARLY_DISCLOSURE: 'Home Equity Line of Credit Early Disclosure',
  HELOC_BROCHURE: 'What you should know about home equity lines of credit',
  TEXAS_HOME_EQUITY_NOTICE: 'Texas home equity notice (Section 50(a)(6), Article XVI, Texas Constitution)',
};

const title = (type: DisclosureType): string => APPLICATION_DISCLOSURE_TITLES[type] ?? type;

export function ApplicationDisclosures({ uuid, companyName }: { uuid: string; companyName: string }) {
  const [reading, setReading] = useState<DisclosureType | null>(null);
  const { input: state } = useField<string>('property.state', { subscription: { value: true } });
  // A Texas home (src/domain/texas.ts isTexasHomeEquity, not imported: its calendar helpers would come along into
  // this first screen's chunk).
  const types = applicationDisclosureTypes((state.value ?? '').trim().toUpperCase() === 'TX');
  return (
    <FieldGroup
      legend="Your disclosures"
      intro="The terms of our home equity line of credit, given with your application and before any fee. Keep a copy for your records."
    >
      <FactList>
        {types.map((type) => (
          <li key={type}>
            <Button variant="link" aria-haspopup="dialog" onClick={() => setReading(type)}>
              Read the {title(type)} (PDF)
            </Button>
          </li>
        ))}
      </FactList>
      <Muted>
        Every fee you pay in connection with your application, including a valuation fee, is refunded if you decide not
        to open the line within 3 business days after you receive these disclosures.
      </Muted>
      <CheckboxField
        name="disclosuresReceived"
        required
        label={`I have received ${types.length === 3 ? 'the early disclosure, the brochure and the Texas notice' : 'the early disclosure and the brochure'} from ${companyName}, and I can open, save and print them.`}
      />
      <DisclosureModal
        uuid={uuid}
        type={reading}
        title={reading ? title(reading) : ''}
        onClose={() => setReading(null)}
        intro={
          <Muted>Given with your application. You can download it from the viewer and open it again at any time.</Muted>
        }
      />
    </FieldGroup>
  );
}
