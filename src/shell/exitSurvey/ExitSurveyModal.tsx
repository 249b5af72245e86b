// 'Before you go': why the borrower is leaving. Sending or closing lets the pending logout go on (after 750 ms).
import { useAppDispatch } from '../../../store/hooks';
import { exitSurveyClosed, exitSurveySubmitted } from '../../../store/exitSurvey';
import { EXIT_SURVEY_REASONS } from '../../domain/flags';
import { EXIT_SURVEY_COMMENT_MAX, exitSurveySchema, type ExitSurveyValues } from '../../domain/validation/exitSurvey';
import { AppForm, Button, Modal, RadioGroupField, TextAreaField } from '../../ui';

export const EXIT_SURVEY_TITLE = 'Before you go';

const REASONS = EXIT_SURVEY_REASONS.map((reason) => ({ value: reason, label: reason }));

export default function ExitSurveyModal() {
  const dispatch = useAppDispatch();
  const close = () => dispatch(exitSurveyClosed());
  const submit = (values: ExitSurveyValues) => {
    dispatch(exitSurveySubmitted({ reason: values.reason, comment: values.comment?.trim() ?? '' }));
  };
  return (
    <Modal open onClose={close} title={EXIT_SURVEY_TITLE}>
      <AppForm<ExitSurveyValues>
        formId="exit-survey"
        schema={exitSurveySchema}
        onSubmit={submit}
        submitLabel="Send and log out"
        secondaryAction={
          <Button type="button" variant="secondary" onClick={close}>
            Skip and log out
          </Button>
        }
      >
        <p>Your application is saved. Tell us why you are leaving today, and we will use it to improve.</p>
        <RadioGroupField name="reason" legend="What is the main reason?" options={REASONS} required />
        <TextAreaField name="comment" label="Anything else? (optional)" maxLength={EXIT_SURVEY_COMMENT_MAX} />
      </AppForm>
    </Modal>
  );
}
