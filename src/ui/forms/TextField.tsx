import type { HTMLAttributes, ReactNode } from 'react';
import { controlAria, FieldFrame, Input, useFieldState } from './FieldParts';

export interface TextFieldProps {
  name: string;
  label: ReactNode;
  type?: 'text' | 'email' | 'password' | 'tel' | 'number' | 'search' | 'url';
  autoComplete?: string;
  inputMode?: HTMLAttributes<HTMLInputElement>['inputMode'];
  hint?: ReactNode;
  placeholder?: string;
  required?: boolean;
  maxLength?: number;
  disabled?: boolean;
}

interface MaskedProps extends TextFieldProps {
  parse?: (value: unknown, name: string) => unknown;
  format?: (value: unknown, name: string) => unknown;
}

/** A text input wired to final-form; the base of the masked fields (date, currency, phone). */
export function MaskedTextField({
  name,
  label,
  type = 'text',
  autoComplete,
  inputMode,
  hint,
  placeholder,
  required,
  maxLength,
  disabled,
  parse,
  format,
}: MaskedProps) {
  const { input, ids, error } = useFieldState(name, { parse, format });
  return (
    <FieldFrame ids={ids} label={label} hint={hint} error={error}>
      <Input
        {...input}
        value={input.value ?? ''}
        type={type}
        autoComplete={autoComplete}
        inputMode={inputMode}
        placeholder={placeholder}
        maxLength={maxLength}
        disabled={disabled}
        $invalid={Boolean(error)}
        {...controlAria(ids, Boolean(hint), error, required)}
      />
    </FieldFrame>
  );
}

export function TextField(props: TextFieldProps) {
  return <MaskedTextField {...props} />;
}
