// bpo/condition and bpo/order-bpo: a broker price opinion (BPO) is the lender's valuation of the home by a local
// real estate agent, who visits it. The borrower says what condition the home is in and who lets the agent in.
// In Texas the home equity rules of the state constitution make the valuation part of every home equity loan.
import type { SubmissionErrors } from '../../../store/form';
import type { Address } from '../../domain/types';
import { formatAddress } from '../../domain/format';
import type { PropertyCondition } from '../../domain/stages';
import { bpoOrderFormSchema } from '../../domain/validation/bpo';
import { AppForm, Card, PageHeading, PhoneField, RadioGroupField, Stack, TextField, type RadioOption } from '../../ui';

export const ORDER_BPO_TITLE = 'Order your home’s valuation';

export interface OrderBpoFormValues {
  propertyCondition: PropertyCondition | '';
  contactName: string;
  contactPhone: string;
}

/** The conditions a borrower can choose, best first; "not sure" is a fair answer. */
export const CONDITION_OPTIONS: RadioOption[] = [
  { value: 'EXCELLENT', label: 'Excellent', description: 'Recently renovated or like new; nothing needs work.' },
  { value: 'GOOD', label: 'Good', description: 'Well kept; only minor wear.' },
  { value: 'AVERAGE', label: 'Average', description: 'Normal wear for its age; some small repairs due.' },
  { value: 'FAIR', label: 'Fair', description: 'Needs several repairs or updates.' },
  { value: 'POOR', label: 'Poor', description: 'Needs major repairs (roof, foundation, systems).' },
  { value: 'UNKNOWN_CONDITION', label: 'I’m not sure' },
];

export interface OrderBpoScreenProps {
  /** The Texas version: the state's home equity rules explained. */
  texas: boolean;
  address: Address | null;
  initialValues: Partial<OrderBpoFormValues>;
  onSubmit: (values: OrderBpoFormValues) => Promise<SubmissionErrors | undefined>;
  onValuesChange: (values: OrderBpoFormValues) => void;
}

export function OrderBpoScreen({ texas, address, initialValues, onSubmit, onValuesChange }: OrderBpoScreenProps) {
  return (
    <Stack gap="lg">
      <PageHeading subtitle="A local real estate agent will visit your home to estimate its value, called a broker price opinion (BPO). There is no cost to you.">
        {ORDER_BPO_TITLE}
      </PageHeading>
      {texas && (
        <Card>
          <Stack gap="sm">
            <h2>Why Texas homes need a valuation</h2>
            <p>
              Texas law (Article XVI, Section 50(a)(6) of the Texas Constitution) sets special rules for home equity
              loans. Your line, together with every other loan secured by your home, cannot be more than 80% of its fair
              market value, so we need a current valuation of your home before closing.
            </p>
            <p>At closing you and the lender sign a written acknowledgment of your home’s fair market value.</p>
          </Stack>
        </Card>
      )}
      <Card>
        <Stack gap="sm">
          <h2>What happens next</h2>
          <ol>
            <li>
              The agent calls the person you name below to arrange a short visit
              {address ? ` to ${formatAddress(address).join(', ')}` : ' to your home'}.
            </li>
            <li>The agent’s estimate usually comes back within 2 to 5 business days.</li>
            <li>You review the estimate and accept it to go on to your closing documents.</li>
          </ol>
        </Stack>
      </Card>
      <AppForm<OrderBpoFormValues>
        schema={bpoOrderFormSchema}
        onSubmit={onSubmit}
        initialValues={initialValues}
        onValuesChange={onValuesChange}
        submitLabel="Order the valuation"
      >
        <RadioGroupField
          name="propertyCondition"
          legend="What condition is your home in?"
          hint="Your best guess: the agent sees for themselves on the visit."
          options={CONDITION_OPTIONS}
          required
        />
        <TextField
          name="contactName"
          label="Who will let the agent in?"
          hint="You, or someone you trust with access to the home (a tenant, family member or property manager)."
          autoComplete="name"
          maxLength={128}
          required
        />
        <PhoneField
          name="contactPhone"
          label="Their phone number"
          hint="The agent calls this number to arrange the visit."
          required
        />
      </AppForm>
    </Stack>
  );
}
