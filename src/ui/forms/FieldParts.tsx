// Shared pieces for the field adapters: ids, the hint and error messages, and the aria wiring.
import { useId, type ReactNode } from 'react';
import styled, { css } from 'styled-components';
import { useField, type FieldMetaState, type UseFieldConfig } from 'react-final-form';
import { ErrorIcon } from '../icons';
import { VisuallyHidden } from '../VisuallyHidden';

export interface FieldIds {
  inputId: string;
  hintId: string;
  errorId: string;
  labelId: string;
}

export function useFieldIds(name: string): FieldIds {
  const unique = useId().replace(/[^a-zA-Z0-9_-]/g, '');
  const base = `field-${name.replace(/[^a-zA-Z0-9_-]/g, '-')}-${unique}`;
  return { inputId: base, hintId: `${base}-hint`, errorId: `${base}-error`, labelId: `${base}-label` };
}

/** The message to show: a validation error once touched, or a server error until the field changes. */
export function visibleError(meta: FieldMetaState<unknown>): string | undefined {
  if (meta.error && meta.touched) return String(meta.error);
  if (meta.submitError && !meta.dirtySinceLastSubmit) return String(meta.submitError);
  return undefined;
}

export function describedBy(
  ids: FieldIds,
  hasHint: boolean,
  error: string | undefined,
  extra?: string,
): string | undefined {
  const parts = [hasHint ? ids.hintId : '', error ? ids.errorId : '', extra ?? ''].filter(Boolean);
  return parts.length > 0 ? parts.join(' ') : undefined;
}

/** Props every visible field passes to its control. */
export function controlAria(ids: FieldIds, hasHint: boolean, error: string | undefined, required?: boolean) {
  return {
    id: ids.inputId,
    'aria-invalid': error ? (true as const) : undefined,
    'aria-describedby': describedBy(ids, hasHint, error),
    'aria-required': required ? (true as const) : undefined,
  };
}

export const FieldWrapper = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xxs};
  min-width: 0;
`;

export const Label = styled.label`
  font-weight: 600;
  color: ${({ theme }) => theme.colors.text};
`;

export const Hint = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.mutedText};
`;

const ErrorText = styled.p`
  display: flex;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space.xxs};
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: 600;
  color: ${({ theme }) => theme.colors.error};

  > svg {
    flex: none;
    margin-top: 0.15em;
  }
`;

export function FieldHint({ id, children }: { id: string; children?: ReactNode }) {
  if (!children) return null;
  return <Hint id={id}>{children}</Hint>;
}

/** The error line: an icon (aria-hidden), a screen-reader 'Error:' prefix, then the message. */
export function FieldError({ id, error }: { id: string; error: string | undefined }) {
  if (!error) return null;
  return (
    <ErrorText id={id} data-field-error="">
      <ErrorIcon size={16} />
      <span>
        <VisuallyHidden>Error: </VisuallyHidden>
        {error}
      </span>
    </ErrorText>
  );
}

export const controlCss = css<{ $invalid?: boolean }>`
  width: 100%;
  min-height: 44px;
  padding: ${({ theme }) => `${theme.space.xs} ${theme.space.sm}`};
  border: 1px solid ${({ theme, $invalid }) => ($invalid ? theme.colors.error : theme.colors.border)};
  border-width: ${({ $invalid }) => ($invalid ? '2px' : '1px')};
  border-radius: ${({ theme }) => theme.radii.sm};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  font-size: ${({ theme }) => theme.fontSizes.md};
`;

export const Input = styled.input<{ $invalid?: boolean }>`
  ${controlCss}

  &::placeholder {
    color: ${({ theme }) => theme.colors.mutedText};
  }
  &:disabled {
    background: ${({ theme }) => theme.colors.neutral[100]};
    cursor: not-allowed;
  }
`;

export const Select = styled.select<{ $invalid?: boolean }>`
  ${controlCss}
`;

export const TextArea = styled.textarea<{ $invalid?: boolean }>`
  ${controlCss}
  min-height: 6rem;
  resize: vertical;
  line-height: 1.5;

  &:disabled {
    background: ${({ theme }) => theme.colors.neutral[100]};
    cursor: not-allowed;
  }
`;

/** What a single-control field adapter needs from final-form: its input props, ids and the error to show. */
export function useFieldState<V = string>(name: string, config: Pick<UseFieldConfig, 'parse' | 'format'> = {}) {
  const { input, meta } = useField<V>(name, {
    ...config,
    subscription: { value: true, error: true, touched: true, submitError: true, dirtySinceLastSubmit: true },
  });
  return { input, ids: useFieldIds(name), error: visibleError(meta) };
}

/** Label, hint, the control and its error, in the order a screen reader meets them. */
export function FieldFrame({
  ids,
  label,
  hint,
  error,
  children,
}: {
  ids: FieldIds;
  label: ReactNode;
  hint?: ReactNode;
  error: string | undefined;
  children: ReactNode;
}) {
  return (
    <FieldWrapper>
      <Label htmlFor={ids.inputId} id={ids.labelId}>
        {label}
      </Label>
      <FieldHint id={ids.hintId}>{hint}</FieldHint>
      {children}
      <FieldError id={ids.errorId} error={error} />
    </FieldWrapper>
  );
}

/**
 * A fieldset without the browser's frame, its fields in a column `$gap` apart (a theme space), under a section-sized
 * legend: the group a screen reader announces (a name, an address, the E-SIGN consent, an HMDA question).
 */
export const GroupFieldset = styled.fieldset<{ $gap: 'xs' | 'sm' | 'md' }>`
  margin: 0;
  padding: 0;
  border: 0;
  min-width: 0;
  display: flex;
  flex-direction: column;
  gap: ${({ theme, $gap }) => theme.space[$gap]};
`;

export const GroupLegend = styled.legend<{ $tight?: boolean }>`
  padding: 0;
  margin-bottom: ${({ theme, $tight }) => ($tight ? theme.space.xxs : theme.space.xs)};
  font-size: ${({ theme }) => theme.fontSizes.lg};
  font-weight: 700;
  color: ${({ theme }) => theme.colors.text};
`;
