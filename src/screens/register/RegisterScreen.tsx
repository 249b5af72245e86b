// The five-section register flow: one form per step, the step in the URL, the draft in sessionStorage.
import { useCallback, useLayoutEffect, useMemo, useRef } from 'react';
import { useHistory } from 'react-router-dom';
import type { SubmissionErrors } from '../../../store/form';
import { usePageTitle } from '../../app/usePageTitle';
import {
  nextStep,
  normaliseStep,
  previousStep,
  registerSections,
  registerSteps,
  registerStepTitle,
  type RegisterStepId,
} from '../../domain/register';
import type { RegistrationInput } from '../../domain/validation/register';
import { AppForm, Button, Card, PageHeading, Stack } from '../../ui';
import { loadDraft, saveDraft, type RegisterDraft } from './draft';
import { RegisterProgress } from './RegisterProgress';
import { StepFields } from './StepFields';
import { isStepComplete, STEP_SCHEMAS, STEP_TITLES } from './steps';

export interface RegisterScreenProps {
  pathname: string;
  search: string;
  onNavigate: (search: string) => void;
  onSubmit: (values: RegistrationInput) => Promise<SubmissionErrors | undefined>;
}

function searchWithStep(search: string, step: RegisterStepId): string {
  const params = new URLSearchParams(search);
  params.set('step', step);
  return `?${params.toString()}`;
}

/** Query values from a referral link seed the draft (they win over an older draft). */
function initialDraft(params: URLSearchParams): RegisterDraft {
  const draft = loadDraft();
  const email = params.get('email');
  const phone = params.get('phone');
  const referrer = params.get('referrer');
  return saveDraft({
    ...draft,
    ...(email ? { email } : {}),
    ...(phone ? { phone: phone.replace(/\D/g, '') } : {}),
    ...(referrer ? { referrerUuid: referrer } : {}),
  });
}

export function RegisterScreen({ pathname, search, onNavigate, onSubmit }: RegisterScreenProps) {
  const params = useMemo(() => new URLSearchParams(search), [search]);
  // A ref, not state: typing must not re-render the form (new initialValues would re-initialise it).
  const draftRef = useRef<RegisterDraft | null>(null);
  if (draftRef.current === null) draftRef.current = initialDraft(params);
  const steps = useMemo(
    () =>
      registerSteps({
        hasEmail: Boolean(params.get('email')),
        hasPhone: Boolean(params.get('phone')),
        skippable: params.get('skipContactInfo') === 'true',
      }),
    [params],
  );
  const requested = params.get('step');
  const draft = draftRef.current;
  const asked = normaliseStep(steps, requested);
  const firstIncomplete = steps.slice(0, steps.indexOf(asked)).find((step) => !isStepComplete(step, draft));
  // The step shown: the one asked for, or the first incomplete one before it.
  const current = firstIncomplete ?? asked;

  // The URL follows the step shown, replaced before the browser paints. The step renders at once rather than after
  // a <Redirect>: a redirect's own render comes synchronously after the commit that mounted it (on the page's first
  // render, the whole form in one long task on a slow phone) where this one is part of the first render's slices.
  const history = useHistory();
  useLayoutEffect(() => {
    if (current !== requested) history.replace({ pathname, search: searchWithStep(search, current) });
  }, [current, history, pathname, requested, search]);

  const update = useCallback((values: RegisterDraft) => {
    draftRef.current = saveDraft({ ...draftRef.current, ...values });
  }, []);
  // Fixed per step: the form starts from the draft as it was when the step opened.
  const initialValues = useMemo(() => ({ ...draftRef.current }), [current]);

  const previous = previousStep(steps, current);
  const next = nextStep(steps, current);
  const { title, subtitle } = STEP_TITLES[current];
  usePageTitle(registerStepTitle(steps, current));

  const submitStep = async (values: RegisterDraft & { password?: string }) => {
    update(values);
    const merged = { ...draftRef.current, password: values.password };
    if (next) {
      onNavigate(searchWithStep(search, next));
      return undefined;
    }
    return onSubmit(merged as RegistrationInput);
  };

  return (
    <Stack gap="lg">
      <RegisterProgress sections={registerSections(steps)} current={current} />
      <Card>
        <Stack gap="lg">
          <PageHeading subtitle={subtitle} screenKey={current}>
            {title}
          </PageHeading>
          <AppForm<RegisterDraft & { password?: string }>
            key={current}
            formId={`register-${current}`}
            schema={STEP_SCHEMAS[current]}
            initialValues={initialValues}
            onSubmit={submitStep}
            onValuesChange={update}
            submitLabel={next ? 'Next' : 'Create account'}
            secondaryAction={
              previous ? (
                <Button type="button" variant="secondary" onClick={() => onNavigate(searchWithStep(search, previous))}>
                  Back
                </Button>
              ) : undefined
            }
          >
            <StepFields step={current} />
          </AppForm>
        </Stack>
      </Card>
    </Stack>
  );
}
