import type { ReactNode } from 'react';
import { useField } from 'react-final-form';
import styled from 'styled-components';
import { describedBy, FieldError, FieldHint, useFieldIds, visibleError, type FieldIds } from './FieldParts';

export interface RadioOption {
  value: string;
  label: ReactNode;
  description?: ReactNode;
}

export interface RadioGroupFieldProps {
  name: string;
  legend: ReactNode;
  options: RadioOption[];
  hint?: ReactNode;
  required?: boolean;
  disabled?: boolean;
}

const Fieldset = styled.fieldset`
  margin: 0;
  padding: 0;
  border: 0;
  min-width: 0;
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xs};
`;

const Legend = styled.legend`
  padding: 0;
  margin-bottom: ${({ theme }) => theme.space.xxs};
  font-weight: 600;
  color: ${({ theme }) => theme.colors.text};
`;

const OptionLabel = styled.label<{ $invalid: boolean }>`
  display: flex;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space.sm};
  padding: ${({ theme }) => theme.space.sm};
  border: 1px solid ${({ theme, $invalid }) => ($invalid ? theme.colors.error : theme.colors.border)};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
  cursor: pointer;

  &:has(input:checked) {
    border-color: ${({ theme }) => theme.colors.primaryText};
    background: ${({ theme }) => theme.colors.primary[50]};
  }

  input {
    flex: none;
    width: 1.25rem;
    height: 1.25rem;
    margin: 0.125rem 0 0;
    accent-color: ${({ theme }) => theme.colors.primaryText};
  }
`;

const OptionText = styled.span`
  display: flex;
  flex-direction: column;
`;

const Description = styled.span`
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.mutedText};
`;

interface RadioProps {
  type: 'radio' | 'checkbox';
  name: string;
  option: RadioOption;
  index: number;
  ids: FieldIds;
  groupDescribedBy: string | undefined;
  invalid: boolean;
  disabled?: boolean;
}

function Radio({ type, name, option, index, ids, groupDescribedBy, invalid, disabled }: RadioProps) {
  const { input } = useField(name, { type, value: option.value, subscription: { value: true } });
  const optionId = `${ids.inputId}-${index}`;
  const descriptionId = option.description ? `${optionId}-description` : '';
  const described = [descriptionId, groupDescribedBy ?? ''].filter(Boolean).join(' ') || undefined;
  return (
    <OptionLabel htmlFor={optionId} $invalid={invalid}>
      <input
        {...input}
        id={optionId}
        disabled={disabled}
        aria-labelledby={`${optionId}-label`}
        aria-describedby={described}
      />
      <OptionText>
        <span id={`${optionId}-label`}>{option.label}</span>
        {option.description && <Description id={descriptionId}>{option.description}</Description>}
      </OptionText>
    </OptionLabel>
  );
}

function ChoiceGroup({
  type,
  name,
  legend,
  options,
  hint,
  required,
  disabled,
}: RadioGroupFieldProps & { type: 'radio' | 'checkbox' }) {
  const { meta } = useField(name, {
    subscription: { error: true, touched: true, submitError: true, dirtySinceLastSubmit: true },
  });
  const ids = useFieldIds(name);
  const error = visibleError(meta);
  const groupDescribedBy = describedBy(ids, Boolean(hint), error);
  return (
    <Fieldset
      role={type === 'radio' ? 'radiogroup' : 'group'}
      aria-labelledby={ids.labelId}
      aria-describedby={groupDescribedBy}
      aria-invalid={error ? true : undefined}
      aria-required={type === 'radio' && required ? true : undefined}
    >
      <Legend id={ids.labelId}>{legend}</Legend>
      <FieldHint id={ids.hintId}>{hint}</FieldHint>
      {options.map((option, index) => (
        <Radio
          key={option.value}
          type={type}
          name={name}
          option={option}
          index={index}
          ids={ids}
          groupDescribedBy={groupDescribedBy}
          invalid={Boolean(error)}
          disabled={disabled}
        />
      ))}
      <FieldError id={ids.errorId} error={error} />
    </Fieldset>
  );
}

/** Native radios in a fieldset/legend: arrow keys move between options, Tab enters and leaves the group. */
export function RadioGroupField(props: RadioGroupFieldProps) {
  return <ChoiceGroup type="radio" {...props} />;
}

/** Checkboxes of one field in a fieldset/legend: the value is the array of the options ticked. */
export function CheckboxGroupField(props: Omit<RadioGroupFieldProps, 'required'>) {
  return <ChoiceGroup type="checkbox" {...props} />;
}
