// HMDA (Reg C appendix B, the 2018 URLA demographic addendum): the codes, the shared schema, the register's
// fields, and rows stored before the codes.
import {
  ETHNICITY,
  ETHNICITY_CODES,
  hmdaAnswerRows,
  hmdaLarFields,
  hmdaRecord,
  OBSERVED,
  RACE,
  RACE_CODES,
  readHmda,
  SEX,
  SEX_BOTH,
  SEX_CODES,
} from '../../../src/domain/hmda';
import {
  DECLINE_CONTRADICTS,
  hmdaInPersonSchema,
  hmdaSchema,
  NOT_AN_ANSWER,
  OBSERVED_AGGREGATE_ONLY,
  WRITE_IN_TOO_LONG,
} from '../../../src/domain/validation/hmda';

async function errorsOf(schema: typeof hmdaSchema | typeof hmdaInPersonSchema, value: unknown): Promise<string[]> {
  try {
    await schema.validate(value, { abortEarly: false });
    return [];
  } catch (err) {
    return (err as { inner: { path: string; message: string }[] }).inner.map((e) => `${e.path}: ${e.message}`);
  }
}

const answers = (over: object = {}) => ({ ethnicity: ['2'], race: ['5'], sex: ['2'], ...over });

describe('the Reg C codes', () => {
  it('are the codes of the Filing Instructions Guide, in the form’s order', () => {
    expect(ETHNICITY_CODES).toEqual(['1', '11', '12', '13', '14', '2', '3']);
    expect(RACE_CODES).toEqual([
      '1',
      '2',
      '21',
      '22',
      '23',
      '24',
      '25',
      '26',
      '27',
      '3',
      '4',
      '41',
      '42',
      '43',
      '44',
      '5',
      '6',
    ]);
    expect(SEX_CODES).toEqual(['2', '1', '3']);
  });
});

describe('hmdaSchema', () => {
  it('takes several races with their subcategories and write-ins', async () => {
    const value = answers({
      ethnicity: ['1', '11', '14'],
      ethnicityOther: 'Colombian',
      race: ['2', '22', '27', '1'],
      raceOtherAsian: 'Hmong',
      raceTribe: 'Navajo Nation',
      sex: ['1', '2'],
    });
    expect(await errorsOf(hmdaSchema, value)).toEqual([]);
  });

  it('takes the decline alone for each question', async () => {
    expect(await errorsOf(hmdaSchema, { ethnicity: ['3'], race: ['6'], sex: ['3'] })).toEqual([]);
  });

  it('refuses the decline together with an answer or a write-in (contradictory)', async () => {
    expect(await errorsOf(hmdaSchema, answers({ race: ['6', '5'] }))).toEqual([`race: ${DECLINE_CONTRADICTS}`]);
    expect(await errorsOf(hmdaSchema, answers({ sex: ['3', '2'] }))).toEqual([`sex: ${DECLINE_CONTRADICTS}`]);
    expect(await errorsOf(hmdaSchema, answers({ ethnicity: ['3'], ethnicityOther: 'Peruvian' }))).toEqual([
      `ethnicity: ${DECLINE_CONTRADICTS}`,
    ]);
  });

  it('takes a write-in without its box ticked as the answer (the form lets the applicant write in)', async () => {
    expect(await errorsOf(hmdaSchema, answers({ race: [], raceOtherPacificIslander: 'Tongan' }))).toEqual([]);
    expect(await errorsOf(hmdaSchema, answers({ ethnicity: [], ethnicityOther: 'Salvadoran' }))).toEqual([]);
  });

  it('asks for an answer to each question, codes off the list refused, write-ins at most 100 characters', async () => {
    expect(await errorsOf(hmdaSchema, {})).toEqual(['ethnicity: Required', 'race: Required', 'sex: Required']);
    expect(await errorsOf(hmdaSchema, answers({ race: ['7'], sex: ['4'] }))).toEqual([
      `race: ${NOT_AN_ANSWER}`,
      `sex: ${NOT_AN_ANSWER}`,
    ]);
    expect(await errorsOf(hmdaSchema, answers({ raceTribe: 'x'.repeat(101) }))).toEqual([
      `raceTribe: ${WRITE_IN_TOO_LONG}`,
    ]);
    expect(await errorsOf(hmdaSchema, answers({ raceTribe: 'x'.repeat(100) }))).toEqual([]);
  });

  it('in person, what the lender noted by visual observation is the main categories only', async () => {
    const observed = { ethnicity: true, race: true, sex: false };
    expect(await errorsOf(hmdaInPersonSchema, answers({ observed }))).toEqual([]);
    expect(await errorsOf(hmdaInPersonSchema, answers({ race: ['2', '22'], observed }))).toEqual([
      `race: ${OBSERVED_AGGREGATE_ONLY}`,
    ]);
    expect(await errorsOf(hmdaInPersonSchema, answers({ ethnicity: ['3'], observed }))).toEqual([
      `ethnicity: ${OBSERVED_AGGREGATE_ONLY}`,
    ]);
    expect(await errorsOf(hmdaInPersonSchema, answers())).toEqual([
      'observed.ethnicity: Required',
      'observed.race: Required',
      'observed.sex: Required',
    ]);
  });
});

describe('hmdaRecord and the register’s fields', () => {
  it('orders and deduplicates the codes, and an internet application is never collected by observation', () => {
    const record = hmdaRecord(
      { ethnicity: ['14', '1'], race: ['27', '2', '5', '2'], sex: ['1', '2'], raceOtherAsian: ' Hmong ' },
      'INTERNET',
      { ethnicity: true, race: true, sex: true },
      '2026-01-02T00:00:00.000Z',
    );
    expect(record).toMatchObject({
      ethnicity: ['1', '14'],
      race: ['2', '27', '5'],
      raceOtherAsian: 'Hmong',
      raceTribe: null,
      observed: { ethnicity: OBSERVED.NO, race: OBSERVED.NO, sex: OBSERVED.NO },
    });
    const lar = hmdaLarFields(record);
    expect(lar.ethnicity).toEqual(['1', '14', '', '', '']);
    expect(lar.race).toEqual(['2', '27', '5', '', '']);
    expect(lar.raceOtherAsianFreeText).toBe('Hmong');
    expect(lar.sex).toBe(SEX_BOTH);
    expect(lar.raceObserved).toBe(2);
  });

  it('keeps five codes at most per question on the register, and reports one sex or the decline', () => {
    const record = hmdaRecord(
      { ethnicity: ['3'], race: ['1', '2', '21', '22', '23', '24'], sex: ['3'] },
      'IN_PERSON',
      { ethnicity: false, race: true, sex: false },
      '2026-01-02T00:00:00.000Z',
    );
    const lar = hmdaLarFields(record);
    expect(lar.race).toEqual(['1', '2', '21', '22', '23']);
    expect(lar.ethnicity[0]).toBe(ETHNICITY.NOT_PROVIDED);
    expect(lar.sex).toBe(SEX.NOT_PROVIDED);
    expect(lar.raceObserved).toBe(OBSERVED.YES);
    expect(lar.sexObserved).toBe(OBSERVED.NO);
  });

  it('reads a row stored before the codes (three strings) as the aggregate codes', () => {
    expect(readHmda({ ethnicity: 'Not Hispanic or Latino', race: 'Asian', sex: 'Female' })).toMatchObject({
      version: 2,
      ethnicity: [ETHNICITY.NOT_HISPANIC],
      race: [RACE.ASIAN],
      sex: [SEX.FEMALE],
    });
    expect(
      readHmda({
        ethnicity: 'I do not wish to provide',
        race: 'I do not wish to provide',
        sex: 'I do not wish to provide',
      }),
    ).toMatchObject({ ethnicity: ['3'], race: ['6'], sex: ['3'] });
    expect(readHmda(null)).toBeNull();
  });

  it('words the answers for the documents, write-ins beside their box', () => {
    const record = hmdaRecord(
      { ethnicity: ['2'], race: ['1', '4', '43'], sex: ['2'], raceTribe: 'Cherokee Nation', raceOtherAsian: 'Thai' },
      'INTERNET',
      { ethnicity: false, race: false, sex: false },
      '2026-01-02T00:00:00.000Z',
    );
    expect(hmdaAnswerRows(record)).toEqual([
      ['Ethnicity', 'Not Hispanic or Latino'],
      [
        'Race',
        'American Indian or Alaska Native (Cherokee Nation); Native Hawaiian or Other Pacific Islander; Samoan; Thai',
      ],
      ['Sex', 'Female'],
    ]);
  });
});
