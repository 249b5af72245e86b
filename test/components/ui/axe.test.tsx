import axe from 'axe-core';
import { screen } from '@testing-library/react';
import * as yup from 'yup';
import {
  AppForm,
  BrandHeader,
  CheckboxField,
  CurrencyField,
  DateField,
  ErrorFallback,
  PageHeading,
  PageLayout,
  PhoneField,
  RadioGroupField,
  SelectField,
  TextField,
} from '../../../src/ui';
import { renderUi } from './renderUi';

async function violations(container: Element) {
  const result = await axe.run(container, { rules: { 'color-contrast': { enabled: false } } });
  return result.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

const schema = yup.object({
  name: yup.string().required('Required'),
  state: yup.string().required('Required'),
  use: yup.string().required('Required'),
  agree: yup.boolean().required('Required'),
  birthdate: yup.string().required('Required'),
  income: yup.number().required('Required'),
  phone: yup.string().required('Required'),
});

describe('axe', () => {
  it('a full page with a form showing errors has no violations', async () => {
    const { user, container } = renderUi(
      <PageLayout
        header={<BrandHeader logoUrl="/l.svg" logoAlt="Example Lender" companyName="Example Lender" homeHref="/" />}
      >
        <PageHeading>About you</PageHeading>
        <AppForm schema={schema} onSubmit={jest.fn()} submitLabel="Continue">
          <TextField name="name" label="Full name" hint="As on your ID" required />
          <SelectField
            name="state"
            label="State"
            placeholder="Select"
            options={[{ value: 'CA', label: 'California' }]}
          />
          <RadioGroupField
            name="use"
            legend="Property use"
            options={[{ value: 'p', label: 'Primary', description: 'You live there' }]}
          />
          <CheckboxField name="agree" label="I agree" />
          <DateField name="birthdate" label="Date of birth" />
          <CurrencyField name="income" label="Income" />
          <PhoneField name="phone" label="Phone" />
        </AppForm>
      </PageLayout>,
    );
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(screen.getAllByText('Required')).toHaveLength(7);
    expect(await violations(container)).toEqual([]);
  });

  it('the error fallback has no violations', async () => {
    const { container } = renderUi(
      <ErrorFallback onReset={jest.fn()} supportPhone="8885550100" supportEmail="a@b.co" />,
    );
    expect(await violations(container)).toEqual([]);
  });
});
