import type { ReactNode } from 'react';
import styled from 'styled-components';
import { describedBy, FieldFrame, TextArea, useFieldState } from './FieldParts';

export interface TextAreaFieldProps {
  name: string;
  label: ReactNode;
  hint?: ReactNode;
  placeholder?: string;
  required?: boolean;
  /** Caps the length and shows a character count under the field. */
  maxLength?: number;
  rows?: number;
  disabled?: boolean;
  autoComplete?: string;
}

const Count = styled.p<{ $full: boolean }>`
  margin: 0;
  align-self: flex-end;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme, $full }) => ($full ? theme.colors.error : theme.colors.mutedText)};
  font-weight: ${({ $full }) => ($full ? 600 : 400)};
`;

/** A multi-line text input wired to final-form, with a character count when `maxLength` is given. */
export function TextAreaField({
  name,
  label,
  hint,
  placeholder,
  required,
  maxLength,
  rows = 5,
  disabled,
  autoComplete,
}: TextAreaFieldProps) {
  const { input, ids, error } = useFieldState<string>(name);
  const value = typeof input.value === 'string' ? input.value : '';
  const countId = `${ids.inputId}-count`;
  const hasCount = typeof maxLength === 'number' && maxLength > 0;
  return (
    <FieldFrame ids={ids} label={label} hint={hint} error={error}>
      <TextArea
        {...input}
        value={value}
        id={ids.inputId}
        rows={rows}
        placeholder={placeholder}
        maxLength={maxLength}
        disabled={disabled}
        autoComplete={autoComplete}
        $invalid={Boolean(error)}
        aria-invalid={error ? true : undefined}
        aria-required={required ? true : undefined}
        // The count is a description, read on focus, not a live region that talks on every keystroke.
        aria-describedby={describedBy(ids, Boolean(hint), error, hasCount ? countId : undefined)}
      />
      {hasCount && (
        <Count id={countId} $full={value.length >= maxLength}>
          {value.length} of {maxLength} characters
        </Count>
      )}
    </FieldFrame>
  );
}
