import { useCallback, useId, useMemo, useRef, type FormEvent, type ReactNode } from 'react';
import { Form, FormSpy, useFormState } from 'react-final-form';
import { FORM_ERROR, getIn, type FormApi, type SubmissionErrors, type ValidationErrors } from 'final-form';
import styled from 'styled-components';
import { DEFAULT_ERROR_MESSAGE } from '../../domain/format';
import { Alert } from '../Alert';
import { Button } from '../Button';
import { makeValidate, type ValidationSchema } from './makeValidate';

export interface AppFormProps<T extends object> {
  /** A yup object schema (any yup schema works). */
  schema: ValidationSchema;
  onSubmit: (values: T) => Promise<SubmissionErrors | void> | SubmissionErrors | void;
  initialValues?: Partial<T>;
  submitLabel: string;
  /** Shown beside the submit button, e.g. a Back ButtonLink. */
  secondaryAction?: ReactNode;
  children: ReactNode;
  /** Called with the values whenever they change (drafts). */
  onValuesChange?: (values: T) => void;
  formId?: string;
  /**
   * Fields without which the submit button is not active (an upload's file): until they are valid the button is
   * aria-disabled, the reason shows beside it, and a press shows the field's error and focuses it rather than
   * submitting. aria-disabled, not disabled: the button stays in the tab order, so a keyboard or screen reader user
   * still finds it and hears why it is unavailable.
   */
  submitNeeds?: readonly string[];
}

const StyledForm = styled.form`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.lg};
`;

const Fields = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.lg};
`;

// The secondary action (Back) comes first in the page as on screen: above the submit button on a phone, to its left
// from the sm breakpoint (WCAG 1.3.2 and 2.4.3: the focus order follows what the borrower sees).
const Actions = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.sm};

  ${({ theme }) => theme.media.sm} {
    flex-direction: row;
    justify-content: flex-end;
    align-items: center;
  }
`;

const NO_FIELDS: readonly string[] = [];

const SubmitArea = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xs};
`;

/** Under the buttons, on the side of the submit button (right from the sm breakpoint, as Actions puts it). */
const BlockedHint = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.mutedText};

  ${({ theme }) => theme.media.sm} {
    text-align: right;
  }
`;

/**
 * The submit button (busy while submitting) and whatever goes beside it. With `needs`, the button is aria-disabled
 * while one of those fields has an error, and that error shows under the buttons as the reason.
 */
function SubmitActions({
  label,
  needs,
  hintId,
  secondaryAction,
}: {
  label: string;
  needs: readonly string[];
  hintId: string;
  secondaryAction?: ReactNode;
}) {
  const { submitting, errors } = useFormState({ subscription: { submitting: true, errors: needs.length > 0 } });
  const missing = needs.map((name) => getIn(errors ?? {}, name) as unknown).find((e) => e !== undefined);
  const blocked = missing !== undefined && !submitting;
  return (
    <SubmitArea>
      <Actions>
        {secondaryAction}
        <Button
          type="submit"
          variant="primary"
          loading={Boolean(submitting)}
          aria-disabled={blocked || undefined}
          aria-describedby={blocked ? hintId : undefined}
        >
          {label}
        </Button>
      </Actions>
      {blocked ? <BlockedHint id={hintId}>{String(missing)}</BlockedHint> : null}
    </SubmitArea>
  );
}

function hasFieldErrors(errors: ValidationErrors | SubmissionErrors): boolean {
  if (!errors) return false;
  return Object.keys(errors).some((key) => key !== FORM_ERROR && errors[key] !== undefined);
}

/** Scrolls to and focuses the first control (in document order) whose field has an error. */
export function focusFirstInvalid(
  formElement: HTMLFormElement | null,
  errors: ValidationErrors | SubmissionErrors,
): boolean {
  if (!formElement || !errors) return false;
  const controls = Array.from(formElement.querySelectorAll<HTMLElement>('input[name], select[name], textarea[name]'));
  const target = controls.find((el) => {
    const name = el.getAttribute('name');
    return name !== null && getIn(errors, name) !== undefined && !(el as HTMLInputElement).disabled;
  });
  if (!target) return false;
  // Smooth only for those who have not asked their system for less motion.
  const reduceMotion = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;
  target.scrollIntoView?.({ block: 'center', behavior: reduceMotion ? 'auto' : 'smooth' });
  target.focus({ preventScroll: true });
  return true;
}

/**
 * The app's form: yup validation through makeValidate, focus on the first invalid field after a
 * failed submit, the form-level submission error in an alert, and a busy submit button.
 */
export function AppForm<T extends object>({
  schema,
  onSubmit,
  initialValues,
  submitLabel,
  secondaryAction,
  children,
  onValuesChange,
  formId,
  submitNeeds,
}: AppFormProps<T>) {
  const blockedHintId = `${useId().replace(/[^a-zA-Z0-9_-]/g, '')}-submit-needs`;
  const validate = useMemo(() => makeValidate<T>(schema), [schema]);
  const formRef = useRef<HTMLFormElement>(null);
  const onSubmitRef = useRef(onSubmit);
  onSubmitRef.current = onSubmit;
  const onValuesChangeRef = useRef(onValuesChange);
  onValuesChangeRef.current = onValuesChange;

  // Never let a rejected promise escape: it becomes the form-level error.
  const submit = useCallback(async (values: T): Promise<SubmissionErrors> => {
    try {
      const result = await onSubmitRef.current(values);
      return result ?? undefined;
    } catch (error) {
      const message = error instanceof Error && error.message ? error.message : DEFAULT_ERROR_MESSAGE;
      return { [FORM_ERROR]: message };
    }
  }, []);

  const handleDomSubmit = (event: FormEvent<HTMLFormElement>, form: FormApi<T>) => {
    event.preventDefault();
    event.stopPropagation();
    if (form.getState().submitting) return;
    const pending = form.submit();
    const afterSync = form.getState();
    if (afterSync.submitFailed && afterSync.hasValidationErrors) {
      focusFirstInvalid(formRef.current, afterSync.errors);
      return;
    }
    void pending?.then((submitErrors) => {
      if (hasFieldErrors(submitErrors)) focusFirstInvalid(formRef.current, submitErrors);
    });
  };

  return (
    <Form<T> onSubmit={submit} validate={validate} initialValues={initialValues} subscription={{ submitError: true }}>
      {({ form, submitError }) => (
        <StyledForm ref={formRef} id={formId} noValidate onSubmit={(event) => handleDomSubmit(event, form)}>
          <Fields>{children}</Fields>
          {submitError && (
            <Alert variant="error">{typeof submitError === 'string' ? submitError : DEFAULT_ERROR_MESSAGE}</Alert>
          )}
          <SubmitActions
            label={submitLabel}
            needs={submitNeeds ?? NO_FIELDS}
            hintId={blockedHintId}
            secondaryAction={secondaryAction}
          />
          {onValuesChange && (
            <FormSpy<T>
              subscription={{ values: true }}
              onChange={({ values }) => onValuesChangeRef.current?.(values)}
            />
          )}
        </StyledForm>
      )}
    </Form>
  );
}
