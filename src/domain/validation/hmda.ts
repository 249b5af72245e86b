// start/hmda: the demographic information addendum (Reg C appendix B, the 2018 URLA form). Several boxes may be
// ticked per question, each question has 'I do not wish to provide this information', and each answer is a Reg C
// code (src/domain/hmda.ts). One schema for the form and the server's POST .../hmda.
import * as yup from 'yup';
import {
  DECLINE_CODE,
  ETHNICITY,
  ETHNICITY_CODES,
  RACE,
  RACE_CODES,
  SEX,
  SEX_CODES,
  WRITE_IN_FIELDS,
  WRITE_IN_MAX,
  WRITE_INS,
  type HmdaQuestion,
} from '../hmda';
import { REQUIRED } from './register';

export const NOT_AN_ANSWER = 'Choose from the answers listed';
export const DECLINE_CONTRADICTS =
  'You chose ‘I do not wish to provide this information’ and also gave an answer: choose one or the other';
export const WRITE_IN_TOO_LONG = `Must be at most ${WRITE_IN_MAX} characters`;

const codes = (allowed: string[]) =>
  yup
    .array()
    .of(yup.string().required(NOT_AN_ANSWER))
    .max(allowed.length, NOT_AN_ANSWER)
    // Checked on the whole list, so the message lands on the question rather than on one box.
    .test('known', NOT_AN_ANSWER, (list) => (list ?? []).every((c) => allowed.includes(c)))
    .default([]);

const writeIn = () => yup.string().trim().max(WRITE_IN_MAX, WRITE_IN_TOO_LONG).default('');

interface Values {
  ethnicity?: string[];
  race?: string[];
  sex?: string[];
  ethnicityOther?: string;
  raceTribe?: string;
  raceOtherAsian?: string;
  raceOtherPacificIslander?: string;
}

/** The write-ins the applicant filled for one question (a write-in without its box ticked is still an answer:
 * the addendum lets the applicant write in, and the register carries the text in its own field). */
function writeInsOf(question: HmdaQuestion, values: Values): string[] {
  return WRITE_IN_FIELDS.filter((f) => WRITE_INS[f].question === question && (values[f] ?? '').trim() !== '');
}

/** Answered (a box or a write-in), and the decline never beside an answer. */
function questionTest(question: HmdaQuestion) {
  return function test(this: yup.TestContext, value: unknown) {
    const chosen = (value as string[] | undefined) ?? [];
    const values = this.parent as Values;
    const written = writeInsOf(question, values);
    if (chosen.length === 0 && written.length === 0) return this.createError({ message: REQUIRED });
    if (chosen.includes(DECLINE_CODE[question]) && (chosen.length > 1 || written.length > 0)) {
      return this.createError({ message: DECLINE_CONTRADICTS });
    }
    return true;
  };
}

export const hmdaSchema = yup.object({
  ethnicity: codes(ETHNICITY_CODES).test('answered', REQUIRED, questionTest('ethnicity')),
  race: codes(RACE_CODES).test('answered', REQUIRED, questionTest('race')),
  sex: codes(SEX_CODES).test('answered', REQUIRED, questionTest('sex')),
  ethnicityOther: writeIn(),
  raceTribe: writeIn(),
  raceOtherAsian: writeIn(),
  raceOtherPacificIslander: writeIn(),
});

export type HmdaInput = yup.InferType<typeof hmdaSchema>;

/** Codes a lender may note from visual observation or surname: the aggregate categories only (appendix B ¶9). */
export const OBSERVABLE: Record<HmdaQuestion, string[]> = {
  ethnicity: [ETHNICITY.HISPANIC, ETHNICITY.NOT_HISPANIC],
  race: [RACE.AMERICAN_INDIAN, RACE.ASIAN, RACE.BLACK, RACE.PACIFIC_ISLANDER, RACE.WHITE],
  sex: [SEX.FEMALE, SEX.MALE],
};
export const OBSERVED_AGGREGATE_ONLY =
  'Noted on the basis of visual observation or surname: choose only the main categories';

function observedTest(question: HmdaQuestion) {
  return function test(this: yup.TestContext, value: unknown) {
    const observed = (this.parent as { observed?: Partial<Record<HmdaQuestion, boolean>> }).observed?.[question];
    if (!observed) return true;
    const chosen = (value as string[] | undefined) ?? [];
    const ok =
      chosen.length > 0 &&
      chosen.every((c) => OBSERVABLE[question].includes(c)) &&
      writeInsOf(question, this.parent as Values).length === 0;
    return ok || this.createError({ message: OBSERVED_AGGREGATE_ONLY });
  };
}

/** The lender's record of an application taken in person (or by video): the answers the applicant gave or the
 * lender noted, and per question whether it was collected on the basis of visual observation or surname. */
export const hmdaInPersonSchema = hmdaSchema.shape({
  ethnicity: codes(ETHNICITY_CODES)
    .test('answered', REQUIRED, questionTest('ethnicity'))
    .test('observed', OBSERVED_AGGREGATE_ONLY, observedTest('ethnicity')),
  race: codes(RACE_CODES)
    .test('answered', REQUIRED, questionTest('race'))
    .test('observed', OBSERVED_AGGREGATE_ONLY, observedTest('race')),
  sex: codes(SEX_CODES)
    .test('answered', REQUIRED, questionTest('sex'))
    .test('observed', OBSERVED_AGGREGATE_ONLY, observedTest('sex')),
  observed: yup
    .object({
      ethnicity: yup.boolean().required(REQUIRED),
      race: yup.boolean().required(REQUIRED),
      sex: yup.boolean().required(REQUIRED),
    })
    .required(REQUIRED),
});

export type HmdaInPersonInput = yup.InferType<typeof hmdaInPersonSchema>;
