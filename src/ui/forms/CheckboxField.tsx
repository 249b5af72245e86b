import type { ReactNode } from 'react';
import { useField } from 'react-final-form';
import styled from 'styled-components';
import { controlAria, FieldError, FieldHint, FieldWrapper, useFieldIds, visibleError } from './FieldParts';

export interface CheckboxFieldProps {
  name: string;
  label: ReactNode;
  hint?: ReactNode;
  required?: boolean;
  disabled?: boolean;
}

const Row = styled.div`
  display: flex;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space.sm};

  input {
    flex: none;
    width: 1.25rem;
    height: 1.25rem;
    margin: 0.125rem 0 0;
    accent-color: ${({ theme }) => theme.colors.primaryText};
  }
  label {
    cursor: pointer;
  }
`;

export function CheckboxField({ name, label, hint, required, disabled }: CheckboxFieldProps) {
  const { input, meta } = useField(name, {
    type: 'checkbox',
    subscription: { value: true, error: true, touched: true, submitError: true, dirtySinceLastSubmit: true },
  });
  const ids = useFieldIds(name);
  const error = visibleError(meta);
  return (
    <FieldWrapper>
      <Row>
        <input {...input} disabled={disabled} {...controlAria(ids, Boolean(hint), error, required)} />
        <label htmlFor={ids.inputId} id={ids.labelId}>
          {label}
        </label>
      </Row>
      <FieldHint id={ids.hintId}>{hint}</FieldHint>
      <FieldError id={ids.errorId} error={error} />
    </FieldWrapper>
  );
}
