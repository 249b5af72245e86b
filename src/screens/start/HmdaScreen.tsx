// start/hmda: the government monitoring questions (Home Mortgage Disclosure Act). Answering is optional:
// each question has 'I do not wish to provide', and no answer changes the decision.
import type { SubmissionErrors } from '../../../store/form';
import { HMDA_ETHNICITIES, HMDA_RACES, HMDA_SEXES, hmdaSchema, type HmdaInput } from '../../domain/validation/hmda';
import { AppForm, Card, PageHeading, RadioGroupField, Stack } from '../../ui';
import { SectionHeading } from './parts';

export type HmdaFormValues = Partial<HmdaInput>;

export interface HmdaScreenProps {
  initialValues: HmdaFormValues;
  onSubmit: (values: HmdaFormValues) => Promise<SubmissionErrors | undefined>;
  onValuesChange: (values: HmdaFormValues) => void;
}

const options = (answers: readonly string[]) => answers.map((a) => ({ value: a, label: a }));

export function HmdaScreen({ initialValues, onSubmit, onValuesChange }: HmdaScreenProps) {
  return (
    <Stack gap="lg">
      <PageHeading subtitle="Three optional questions that federal law asks every lender to include.">
        Government monitoring information
      </PageHeading>
      <Card aria-labelledby="hmda-why-heading">
        <Stack gap="sm">
          <SectionHeading id="hmda-why-heading">Why we ask</SectionHeading>
          <p>
            Federal law asks us to collect the ethnicity, race and sex of applicants for loans secured by a home, so
            that regulators can monitor fair lending and make sure the housing needs of communities are met (the Home
            Mortgage Disclosure Act and the Equal Credit Opportunity Act).
          </p>
          <p>
            Answering is optional: you can choose ‘I do not wish to provide’ for any question. Your answers, and whether
            you give them, do not affect our decision on your application or the terms we offer, and the law does not
            allow us to discriminate on the basis of this information.
          </p>
          <p>For ethnicity and race, choose the answer that describes you best.</p>
        </Stack>
      </Card>
      <AppForm<HmdaFormValues>
        schema={hmdaSchema}
        onSubmit={onSubmit}
        initialValues={initialValues}
        onValuesChange={onValuesChange}
        submitLabel="Continue"
      >
        <RadioGroupField name="ethnicity" legend="Ethnicity" options={options(HMDA_ETHNICITIES)} required />
        <RadioGroupField name="race" legend="Race" options={options(HMDA_RACES)} required />
        <RadioGroupField name="sex" legend="Sex" options={options(HMDA_SEXES)} required />
      </AppForm>
    </Stack>
  );
}
