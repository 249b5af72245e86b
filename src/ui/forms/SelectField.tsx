import type { ReactNode } from 'react';
import { controlAria, FieldFrame, Select, useFieldState } from './FieldParts';

export interface SelectOption {
  value: string;
  label: string;
}

export interface SelectFieldProps {
  name: string;
  label: ReactNode;
  options: SelectOption[];
  /** First, empty option (value ''), e.g. 'Select a state'. */
  placeholder?: string;
  hint?: ReactNode;
  required?: boolean;
  disabled?: boolean;
  autoComplete?: string;
}

export function SelectField({
  name,
  label,
  options,
  placeholder,
  hint,
  required,
  disabled,
  autoComplete,
}: SelectFieldProps) {
  const { input, ids, error } = useFieldState<string>(name);
  return (
    <FieldFrame ids={ids} label={label} hint={hint} error={error}>
      <Select
        {...input}
        value={input.value ?? ''}
        disabled={disabled}
        autoComplete={autoComplete}
        $invalid={Boolean(error)}
        {...controlAria(ids, Boolean(hint), error, required)}
      >
        {placeholder !== undefined && <option value="">{placeholder}</option>}
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </Select>
    </FieldFrame>
  );
}
