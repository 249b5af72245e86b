import type { ReactNode } from 'react';
import { useField } from 'react-final-form';
import {
  controlAria,
  FieldError,
  FieldHint,
  FieldWrapper,
  Label,
  Select,
  useFieldIds,
  visibleError,
} from './FieldParts';

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
  const { input, meta } = useField<string>(name, {
    subscription: { value: true, error: true, touched: true, submitError: true, dirtySinceLastSubmit: true },
  });
  const ids = useFieldIds(name);
  const error = visibleError(meta);
  return (
    <FieldWrapper>
      <Label htmlFor={ids.inputId} id={ids.labelId}>
        {label}
      </Label>
      <FieldHint id={ids.hintId}>{hint}</FieldHint>
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
      <FieldError id={ids.errorId} error={error} />
    </FieldWrapper>
  );
}
