// One question of the demographic information addendum: a fieldset of checkboxes (several may be ticked), each
// category's subcategories in a labelled group under it, the write-ins as labelled text fields beside their box,
// and 'I do not wish to provide this information' last. Native controls only, so Tab and Space do everything.
import { useField } from 'react-final-form';
import styled from 'styled-components';
import { DECLINE_CODE, HMDA_DECLINE_LABEL, WRITE_IN_MAX, type HmdaOption, type HmdaQuestion } from '../../domain/hmda';
import { TextField } from '../../ui';
import {
  describedBy,
  FieldError,
  GroupFieldset,
  GroupLegend,
  FieldHint,
  useFieldIds,
  visibleError,
} from '../../ui/forms/FieldParts';

const Box = styled.label`
  display: flex;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space.sm};
  padding: ${({ theme }) => theme.space.xs} 0;
  cursor: pointer;

  input {
    flex: none;
    width: 1.25rem;
    height: 1.25rem;
    margin: 0.125rem 0 0;
    accent-color: ${({ theme }) => theme.colors.primaryText};
  }
`;

const SubGroup = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xxs};
  margin-left: ${({ theme }) => theme.space.xl};
  padding-left: ${({ theme }) => theme.space.sm};
  border-left: 2px solid ${({ theme }) => theme.colors.border};
`;

const WriteIn = styled.div`
  margin: 0 0 ${({ theme }) => theme.space.xs} ${({ theme }) => theme.space.xl};
  max-width: 28rem;
`;

interface BoxProps {
  question: HmdaQuestion;
  code: string;
  label: string;
  describedById: string | undefined;
}

function CodeBox({ question, code, label, describedById }: BoxProps) {
  const { input } = useField(question, { type: 'checkbox', value: code, subscription: { value: true } });
  const id = `hmda-${question}-${code}`;
  return (
    <Box htmlFor={id}>
      <input {...input} id={id} aria-describedby={describedById} />
      <span>{label}</span>
    </Box>
  );
}

function Option({
  question,
  option,
  describedById,
}: {
  question: HmdaQuestion;
  option: HmdaOption;
  describedById?: string;
}) {
  return (
    <>
      <CodeBox question={question} code={option.code} label={option.label} describedById={describedById} />
      {option.writeIn && (
        <WriteIn>
          <TextField
            name={option.writeIn.field}
            label={option.writeIn.label}
            hint={option.writeIn.hint}
            maxLength={WRITE_IN_MAX}
            autoComplete="off"
          />
        </WriteIn>
      )}
      {option.sub && (
        <SubGroup role="group" aria-label={`${option.label}: choose any that apply`}>
          {option.sub.map((sub) => (
            <Option key={sub.code} question={question} option={sub} describedById={describedById} />
          ))}
        </SubGroup>
      )}
    </>
  );
}

export interface HmdaQuestionProps {
  question: HmdaQuestion;
  legend: string;
  hint: string;
  options: HmdaOption[];
}

export function HmdaQuestionFields({ question, legend, hint, options }: HmdaQuestionProps) {
  const { meta } = useField(question, {
    subscription: { error: true, touched: true, submitError: true, dirtySinceLastSubmit: true },
  });
  const ids = useFieldIds(question);
  const error = visibleError(meta);
  const groupDescribedBy = describedBy(ids, true, error);
  return (
    <GroupFieldset
      $gap="xs"
      aria-describedby={groupDescribedBy}
      aria-invalid={error ? true : undefined}
      data-hmda={question}
    >
      <GroupLegend $tight id={ids.labelId}>
        {legend}
      </GroupLegend>
      <FieldHint id={ids.hintId}>{hint}</FieldHint>
      {options.map((option) => (
        <Option key={option.code} question={question} option={option} describedById={error ? ids.errorId : undefined} />
      ))}
      <CodeBox
        question={question}
        code={DECLINE_CODE[question]}
        label={HMDA_DECLINE_LABEL}
        describedById={error ? ids.errorId : undefined}
      />
      <FieldError id={ids.errorId} error={error} />
    </GroupFieldset>
  );
}
