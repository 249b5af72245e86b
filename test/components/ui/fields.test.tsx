import { screen } from '@testing-library/react';
import { Form, FormSpy } from 'react-final-form';
import type { ReactNode } from 'react';
import * as yup from 'yup';
import {
  AppForm,
  CheckboxField,
  CurrencyField,
  DateField,
  PhoneField,
  RadioGroupField,
  SelectField,
  TextField,
} from '../../../src/ui';
import { renderUi } from './renderUi';

/** A bare final-form that exposes its values as JSON so tests can read what is stored. */
function Harness({ children, initialValues }: { children: ReactNode; initialValues?: object }) {
  return (
    <Form onSubmit={() => undefined} initialValues={initialValues}>
      {() => (
        <form>
          {children}
          <FormSpy subscription={{ values: true }}>
            {({ values }) => <output data-testid="values">{JSON.stringify(values)}</output>}
          </FormSpy>
        </form>
      )}
    </Form>
  );
}

const stored = () => JSON.parse(screen.getByTestId('values').textContent ?? '{}');

describe('field aria wiring', () => {
  const schema = yup.object({ email: yup.string().required('Required') });

  it('ties the visible label, hint and error to the input', async () => {
    const { user } = renderUi(
      <AppForm schema={schema} onSubmit={jest.fn()} submitLabel="Save">
        <TextField name="email" label="Email address" hint="We never share it" required autoComplete="email" />
      </AppForm>,
    );
    const input = screen.getByLabelText('Email address');
    expect(input).toHaveAttribute('aria-required', 'true');
    expect(input).not.toHaveAttribute('aria-invalid');
    expect(input).toHaveAccessibleDescription('We never share it');

    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription('We never share it Error: Required');
    const error = screen.getByText('Required').closest('p') as HTMLElement;
    expect(error.querySelector('svg')).toHaveAttribute('aria-hidden', 'true');
    expect(error.querySelector('.visually-hidden')).toHaveTextContent('Error:');

    await user.type(input, 'a@b.co');
    expect(input).not.toHaveAttribute('aria-invalid');
    expect(screen.queryByText('Required')).not.toBeInTheDocument();
    expect(input).toHaveAccessibleDescription('We never share it');
  });

  it('select, radio group and checkbox show errors after a failed submit and are labelled', async () => {
    const s = yup.object({
      state: yup.string().required('Choose a state'),
      occupancy: yup.string().required('Choose one'),
      agree: yup.boolean().required('You must agree').oneOf([true], 'You must agree'),
    });
    const onSubmit = jest.fn();
    const { user } = renderUi(
      <AppForm schema={s} onSubmit={onSubmit} submitLabel="Next">
        <SelectField
          name="state"
          label="State"
          placeholder="Select a state"
          options={[
            { value: 'CA', label: 'California' },
            { value: 'TX', label: 'Texas' },
          ]}
        />
        <RadioGroupField
          name="occupancy"
          legend="How do you use the property?"
          options={[
            { value: 'primary', label: 'Primary residence', description: 'You live there most of the year' },
            { value: 'second', label: 'Second home' },
          ]}
        />
        <CheckboxField name="agree" label="I agree to the terms" />
      </AppForm>,
    );
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(screen.getByRole('combobox', { name: 'State' })).toHaveFocus();
    expect(screen.getByRole('combobox', { name: 'State' })).toHaveAccessibleDescription('Error: Choose a state');
    const group = screen.getByRole('radiogroup', { name: 'How do you use the property?' });
    expect(group).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByRole('radio', { name: 'Primary residence' })).toHaveAccessibleDescription(
      'You live there most of the year Error: Choose one',
    );
    expect(screen.getByRole('checkbox', { name: 'I agree to the terms' })).toHaveAccessibleDescription(
      'Error: You must agree',
    );

    await user.selectOptions(screen.getByRole('combobox', { name: 'State' }), 'TX');
    await user.click(screen.getByRole('radio', { name: 'Second home' }));
    await user.keyboard('{ArrowUp}');
    expect(screen.getByRole('radio', { name: 'Primary residence' })).toBeChecked();
    await user.click(screen.getByRole('checkbox', { name: 'I agree to the terms' }));
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(onSubmit).toHaveBeenCalledWith({ state: 'TX', occupancy: 'primary', agree: true });
  });
});

describe('DateField', () => {
  it('inserts slashes while typing and stores yyyy-MM-dd', async () => {
    const { user } = renderUi(
      <Harness>
        <DateField name="birthdate" label="Date of birth" />
      </Harness>,
    );
    const input = screen.getByLabelText('Date of birth');
    await user.type(input, '012');
    expect(input).toHaveValue('01/2');
    await user.type(input, '31990');
    expect(input).toHaveValue('01/23/1990');
    expect(stored()).toEqual({ birthdate: '1990-01-23' });
    expect(input).toHaveAccessibleDescription('MM/DD/YYYY');
  });

  it('shows a stored date as MM/DD/YYYY and clears to nothing', async () => {
    const { user } = renderUi(
      <Harness initialValues={{ birthdate: '1985-12-05' }}>
        <DateField name="birthdate" label="Date of birth" />
      </Harness>,
    );
    const input = screen.getByLabelText('Date of birth');
    expect(input).toHaveValue('12/05/1985');
    await user.clear(input);
    expect(input).toHaveValue('');
    expect(stored()).toEqual({});
  });
});

describe('CurrencyField', () => {
  it('shows $ and thousands separators and stores a number', async () => {
    const { user } = renderUi(
      <Harness>
        <CurrencyField name="income" label="Annual income" />
      </Harness>,
    );
    const input = screen.getByLabelText('Annual income');
    await user.type(input, '1250000');
    expect(input).toHaveValue('$1,250,000');
    expect(stored()).toEqual({ income: 1250000 });
    await user.type(input, 'abc');
    expect(input).toHaveValue('$1,250,000');
  });

  it('formats an initial number', () => {
    renderUi(
      <Harness initialValues={{ income: 98000 }}>
        <CurrencyField name="income" label="Annual income" />
      </Harness>,
    );
    expect(screen.getByLabelText('Annual income')).toHaveValue('$98,000');
  });
});

describe('PhoneField', () => {
  it('shows (555) 123-4567 and stores the digits', async () => {
    const { user } = renderUi(
      <Harness>
        <PhoneField name="phone" label="Mobile phone" />
      </Harness>,
    );
    const input = screen.getByLabelText('Mobile phone');
    await user.type(input, '5551234');
    expect(input).toHaveValue('(555) 123-4');
    await user.type(input, '5678');
    expect(input).toHaveValue('(555) 123-4567');
    expect(stored()).toEqual({ phone: '5551234567' });
    expect(input).toHaveAttribute('type', 'tel');
  });

  it('accepts a pasted number with the country code', async () => {
    const { user } = renderUi(
      <Harness>
        <PhoneField name="phone" label="Mobile phone" />
      </Harness>,
    );
    const input = screen.getByLabelText('Mobile phone');
    await user.click(input);
    await user.paste('+1 (415) 555-0100');
    expect(input).toHaveValue('(415) 555-0100');
    expect(stored()).toEqual({ phone: '4155550100' });
  });
});
