// start/hmda: the demographic information addendum of the 2018 Uniform Residential Loan Application (Regulation C,
// appendix B). Answering is optional: each question has 'I do not wish to provide this information', several boxes
// may be ticked, and no answer changes the decision.
import type { SubmissionErrors } from '../../../store/form';
import { ETHNICITY_OPTIONS, RACE_OPTIONS, SEX_OPTIONS } from '../../domain/hmda';
import { hmdaSchema, type HmdaInput } from '../../domain/validation/hmda';
import { AppForm, Card, PageHeading, Stack } from '../../ui';
import { HmdaQuestionFields } from './HmdaFields';
import { SectionHeading } from './parts';

export type HmdaFormValues = Partial<HmdaInput>;

export interface HmdaScreenProps {
  initialValues: HmdaFormValues;
  onSubmit: (values: HmdaFormValues) => Promise<SubmissionErrors | undefined>;
  onValuesChange: (values: HmdaFormValues) => void;
}

export const HMDA_EMPTY: HmdaFormValues = {
  ethnicity: [],
  race: [],
  sex: [],
  ethnicityOther: '',
  raceTribe: '',
  raceOtherAsian: '',
  raceOtherPacificIslander: '',
};

export function HmdaScreen({ initialValues, onSubmit, onValuesChange }: HmdaScreenProps) {
  return (
    <Stack gap="lg">
      <PageHeading subtitle="Demographic information of the borrower, as federal law asks every mortgage lender.">
        Government monitoring information
      </PageHeading>
      <Card aria-labelledby="hmda-why-heading">
        <Stack gap="sm">
          <SectionHeading id="hmda-why-heading">Demographic information</SectionHeading>
          <p>
            The purpose of collecting this information is to help ensure that all applicants are treated fairly and that
            the housing needs of communities and neighborhoods are being fulfilled. For residential mortgage lending,
            Federal law requires that we ask applicants for their demographic information (ethnicity, sex, and race) in
            order to monitor our compliance with equal credit opportunity, fair housing, and home mortgage disclosure
            laws. You are not required to provide this information, but are encouraged to do so. You may select one or
            more designations for &ldquo;Ethnicity&rdquo; and one or more designations for &ldquo;Race.&rdquo;
          </p>
          <p>
            The law provides that we may not discriminate on the basis of this information, or on whether you choose to
            provide it. However, if you choose not to provide the information and you have made this application in
            person, Federal regulations require us to note your ethnicity, sex, and race on the basis of visual
            observation or surname. The law also provides that we may not discriminate on the basis of age or marital
            status information you provide in this application.
          </p>
          <p>
            If you do not wish to provide some or all of this information, check &lsquo;I do not wish to provide this
            information&rsquo; under that question. Your answers, and whether you give them, do not affect our decision
            on your application or the terms we offer.
          </p>
        </Stack>
      </Card>
      <AppForm<HmdaFormValues>
        schema={hmdaSchema}
        onSubmit={onSubmit}
        initialValues={{ ...HMDA_EMPTY, ...initialValues }}
        onValuesChange={onValuesChange}
        submitLabel="Continue"
      >
        <HmdaQuestionFields
          question="ethnicity"
          legend="Ethnicity"
          hint="Check one or more."
          options={ETHNICITY_OPTIONS}
        />
        <HmdaQuestionFields question="race" legend="Race" hint="Check one or more." options={RACE_OPTIONS} />
        <HmdaQuestionFields question="sex" legend="Sex" hint="Check one or both." options={SEX_OPTIONS} />
      </AppForm>
    </Stack>
  );
}
