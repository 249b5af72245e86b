import type { ReactNode } from 'react';
import {
  formatCurrencyInput,
  formatDateInput,
  formatPhoneInput,
  parseCurrencyInput,
  parseDateInput,
  parsePhoneInput,
} from './masks';
import { MaskedTextField } from './TextField';

interface MaskedFieldProps {
  name: string;
  label: ReactNode;
  hint?: ReactNode;
  required?: boolean;
  disabled?: boolean;
  autoComplete?: string;
}

export type DateFieldProps = MaskedFieldProps;
export type CurrencyFieldProps = MaskedFieldProps & { placeholder?: string };
export type PhoneFieldProps = MaskedFieldProps;

/** Shows MM/DD/YYYY (slashes inserted while typing); stores 'yyyy-MM-dd' once complete. */
export function DateField({ hint = 'MM/DD/YYYY', ...props }: DateFieldProps) {
  return (
    <MaskedTextField
      {...props}
      hint={hint}
      inputMode="numeric"
      maxLength={10}
      parse={parseDateInput}
      format={formatDateInput}
    />
  );
}

/** Shows '$150,000'; stores whole dollars as a number. */
export function CurrencyField(props: CurrencyFieldProps) {
  return <MaskedTextField {...props} inputMode="numeric" parse={parseCurrencyInput} format={formatCurrencyInput} />;
}

/** Shows '(555) 123-4567'; stores the 10 digits. */
export function PhoneField({ autoComplete = 'tel-national', ...props }: PhoneFieldProps) {
  return (
    <MaskedTextField
      {...props}
      type="tel"
      autoComplete={autoComplete}
      inputMode="tel"
      parse={parsePhoneInput}
      format={formatPhoneInput}
    />
  );
}
