// start/hmda: the government monitoring questions (HMDA). Each has 'I do not wish to provide'.
import * as yup from 'yup';
import { REQUIRED } from './register';

export const HMDA_DECLINE = 'I do not wish to provide';

export const HMDA_ETHNICITIES = ['Hispanic or Latino', 'Not Hispanic or Latino', HMDA_DECLINE] as const;
export const HMDA_RACES = [
  'American Indian or Alaska Native',
  'Asian',
  'Black or African American',
  'Native Hawaiian or Other Pacific Islander',
  'White',
  HMDA_DECLINE,
] as const;
export const HMDA_SEXES = ['Female', 'Male', HMDA_DECLINE] as const;

export const hmdaSchema = yup.object({
  ethnicity: yup
    .string()
    .required(REQUIRED)
    .oneOf([...HMDA_ETHNICITIES], 'Choose an answer'),
  race: yup
    .string()
    .required(REQUIRED)
    .oneOf([...HMDA_RACES], 'Choose an answer'),
  sex: yup
    .string()
    .required(REQUIRED)
    .oneOf([...HMDA_SEXES], 'Choose an answer'),
});

export type HmdaInput = yup.InferType<typeof hmdaSchema>;
