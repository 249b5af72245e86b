// The wiring every journey form shares: its draft (kept across reloads), its submission as a journey step through
// the form bridge, the draft cleared once the step succeeds, and an optional reload of what the screen shows when
// it fails (the server may know more than the page: a changed offer, an attestation now asked for).
import { useCallback, useMemo } from 'react';
import type { JourneyStep, journeyApi } from '../../api/journey';
import { useSubmit } from '../../../store/hooks';
import { submitStep } from '../../../store/journey';
import type { SubmissionErrors } from '../../../store/form';
import { useFormDraft } from './useFormDraft';

/** The body step `S` posts: its route's contract's (src/api/journey.ts, src/api/closing.ts). */
type StepBody<S extends JourneyStep> = Parameters<(typeof journeyApi)[S]>[1];

/** The steps whose body a form's body `B` is: a form may only submit to a step whose contract takes what it sends. */
type StepsTaking<B> = { [S in JourneyStep]: [B] extends [StepBody<S>] ? S : never }[JourneyStep];

export interface JourneyFormOptions<V extends object, B> {
  uuid: string;
  /** One whose body `B` is (a type error here: the form's body is not what the step's contract takes). */
  step: StepsTaking<B>;
  /** The draft's name, unique per screen; the application uuid is added to it. */
  draft: string;
  defaults?: Partial<V>;
  /** Top-level fields never kept in the draft (consents given afresh, secrets). */
  notDrafted?: readonly (keyof V & string)[];
  /** Top-level body fields that must not enter an action (see useSubmit). */
  secretFields?: readonly (keyof B & string)[];
  toBody: (values: V) => B;
  onFailure?: () => void;
}

export interface JourneyForm<V> {
  initialValues: Partial<V>;
  onValuesChange: (values: V) => void;
  onSubmit: (values: V) => Promise<SubmissionErrors | undefined>;
}

export function useJourneyForm<V extends object, B>({
  uuid,
  step,
  draft: name,
  defaults,
  notDrafted,
  secretFields,
  toBody,
  onFailure,
}: JourneyFormOptions<V, B>): JourneyForm<V> {
  const draft = useFormDraft<V>(`${uuid}:${name}`, defaults, notDrafted);
  const request = useMemo(() => submitStep(uuid, step), [uuid, step]);
  // One Idempotency-Key per logical submission, kept with the draft until it succeeds (exactly once).
  const submit = useSubmit<B>(request, { secretFields, requestIdFor: draft.submissionKey });
  const { clear } = draft;
  const onSubmit = useCallback(
    async (values: V) => {
      const errors = await submit(toBody(values));
      if (!errors) clear();
      else onFailure?.();
      return errors;
    },
    [submit, toBody, clear, onFailure],
  );
  return { initialValues: draft.initialValues, onValuesChange: draft.save, onSubmit };
}
