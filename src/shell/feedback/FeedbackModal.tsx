// 'Share your thoughts with our CEO': topic, message and marketing consent, sent through the feedback saga.
import { useCallback, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { feedbackSchema } from '../../domain/validation/feedback';
import { useSubmit } from '../../../store/hooks';
import { feedbackSubmitted, type FeedbackFormValues } from '../../../store/feedback';
import { AppForm, Button, Modal, RadioGroupField, Stack, TextAreaField } from '../../ui';
import { useFormDraft } from '../../connected/forms/useFormDraft';

export const FEEDBACK_TITLE = 'Share your thoughts with our CEO';
export const FEEDBACK_MESSAGE_MAX = 1000;

const TOPICS = [
  { value: 'Improve our product', label: 'Improve our product' },
  { value: 'Give us a compliment', label: 'Give us a compliment' },
];

const CONSENT = [
  { value: 'true', label: 'Yes' },
  { value: 'false', label: 'No' },
];

export interface FeedbackModalProps {
  open: boolean;
  onClose: () => void;
  applicationUuid: string | null;
}

export function FeedbackModal({ open, onClose, applicationUuid }: FeedbackModalProps) {
  const { pathname } = useLocation();
  const [sent, setSent] = useState(false);
  const request = useCallback(
    (values: FeedbackFormValues, requestId: string) =>
      feedbackSubmitted({ ...values, applicationUuid, pathname }, requestId),
    [applicationUuid, pathname],
  );
  // The note is kept as a draft while the modal is open and across a reload; its Idempotency-Key is kept with it
  // until it is sent, so a second press after a dropped answer never stores the note twice.
  const draft = useFormDraft<FeedbackFormValues>(`ceo-feedback:${applicationUuid ?? 'none'}:${pathname}`);
  const submit = useSubmit(request, { requestIdFor: draft.submissionKey });
  const onSubmit = async (values: FeedbackFormValues) => {
    const errors = await submit(values);
    if (!errors) {
      draft.clear();
      setSent(true);
    }
    return errors;
  };
  const close = () => {
    setSent(false);
    onClose();
  };
  return (
    <Modal open={open} onClose={close} title={FEEDBACK_TITLE}>
      {sent ? (
        <Stack gap="md">
          <p role="status">Thank you. Your feedback has been sent to our CEO.</p>
          <Button variant="primary" onClick={close}>
            Close
          </Button>
        </Stack>
      ) : (
        <AppForm<FeedbackFormValues>
          schema={feedbackSchema}
          onSubmit={onSubmit}
          initialValues={draft.initialValues}
          onValuesChange={draft.save}
          submitLabel="Send feedback"
        >
          <RadioGroupField name="topic" legend="Topic" options={TOPICS} required />
          <TextAreaField name="message" label="Message" maxLength={FEEDBACK_MESSAGE_MAX} required />
          <RadioGroupField
            name="marketingConsent"
            legend="May we use your feedback in our marketing?"
            options={CONSENT}
            required
          />
        </AppForm>
      )}
    </Modal>
  );
}
