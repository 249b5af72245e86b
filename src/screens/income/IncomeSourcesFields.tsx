// The income sources as editable rows (employment type and annual income), with add and remove. Focus follows each
// action and a polite message announces it.
import { useField, useForm } from 'react-final-form';
import styled from 'styled-components';
import { EMPLOYMENT_TYPES } from '../../domain/types';
import { formatCurrency } from '../../domain/format';
import { Button, CurrencyField, SelectField, StatusMessage } from '../../ui';
import { useListFocus } from '../../ui/forms/listFields';
import { EMPLOYMENT_LABELS } from './labels';

export const MAX_INCOME_SOURCES = 10;

export interface IncomeSourceRow {
  employmentType?: string;
  annualIncome?: number;
}

export interface IncomeSourcesFormValues {
  incomeSources: IncomeSourceRow[];
}

const Row = styled.fieldset`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.md};
  border: 1px solid ${({ theme }) => theme.colors.neutral[200]};
  border-radius: ${({ theme }) => theme.radii.md};
  padding: ${({ theme }) => theme.space.md};
  margin: 0;

  legend {
    font-weight: 700;
    padding: 0 ${({ theme }) => theme.space.xs};
  }
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.sm};
  align-items: center;
`;

const Column = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.md};
`;

const Total = styled.p`
  margin: 0;
  font-weight: 700;
`;

const OPTIONS = EMPLOYMENT_TYPES.map((t) => ({ value: t, label: EMPLOYMENT_LABELS[t] }));
const identity = <T,>(v: T) => v;

export function IncomeSourcesFields() {
  const form = useForm<IncomeSourcesFormValues>();
  const { input } = useField<IncomeSourceRow[] | undefined>('incomeSources', {
    subscription: { value: true },
    format: identity,
  });
  const rows = Array.isArray(input.value) ? input.value : [];
  const { sectionRef, announcement, announce } = useListFocus<HTMLDivElement>(rows.length);

  const add = () => {
    if (rows.length >= MAX_INCOME_SOURCES) return;
    const next = [...rows, {}];
    form.change('incomeSources', next);
    announce(`Income source ${next.length} added.`, `select[name="incomeSources[${next.length - 1}].employmentType"]`);
  };
  const remove = (index: number) => {
    form.change(
      'incomeSources',
      rows.filter((_, i) => i !== index),
    );
    announce(`Income source ${index + 1} removed.`, '[data-income-action="add"]');
  };
  const total = rows.reduce((sum, r) => sum + (typeof r.annualIncome === 'number' ? r.annualIncome : 0), 0);

  return (
    <Column ref={sectionRef}>
      <StatusMessage message={announcement} />
      {rows.map((_, i) => (
        <Row key={i}>
          <legend>Income source {i + 1}</legend>
          <SelectField
            name={`incomeSources[${i}].employmentType`}
            label="Employment type"
            placeholder="Select one"
            options={OPTIONS}
            required
          />
          <CurrencyField name={`incomeSources[${i}].annualIncome`} label="Annual income before taxes" required />
          {rows.length > 1 && (
            <Actions>
              <Button variant="link" onClick={() => remove(i)}>
                Remove income source {i + 1}
              </Button>
            </Actions>
          )}
        </Row>
      ))}
      <Actions>
        <Button variant="secondary" onClick={add} disabled={rows.length >= MAX_INCOME_SOURCES} data-income-action="add">
          Add an income source
        </Button>
        <Total aria-live="polite">Total: {formatCurrency(total)} a year</Total>
      </Actions>
    </Column>
  );
}
