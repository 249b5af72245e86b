// HMDA (Regulation C, 12 CFR 1003, appendix B; the 2018 Uniform Residential Loan Application's demographic
// information addendum): the answers' codes, their labels, how the answers become the loan/application register's
// fields, and how rows stored before the codes existed are read. Pure: the form, the server and the documents
// share it.

/** Ethnicity codes (Reg C §1003.4(a)(10)(i); the Filing Instructions Guide's codes). */
export const ETHNICITY = {
  HISPANIC: '1',
  MEXICAN: '11',
  PUERTO_RICAN: '12',
  CUBAN: '13',
  OTHER_HISPANIC: '14',
  NOT_HISPANIC: '2',
  /** "Information not provided by applicant in mail, internet, or telephone application": the decline. */
  NOT_PROVIDED: '3',
} as const;

export const RACE = {
  AMERICAN_INDIAN: '1',
  ASIAN: '2',
  ASIAN_INDIAN: '21',
  CHINESE: '22',
  FILIPINO: '23',
  JAPANESE: '24',
  KOREAN: '25',
  VIETNAMESE: '26',
  OTHER_ASIAN: '27',
  BLACK: '3',
  PACIFIC_ISLANDER: '4',
  NATIVE_HAWAIIAN: '41',
  GUAMANIAN: '42',
  SAMOAN: '43',
  OTHER_PACIFIC_ISLANDER: '44',
  WHITE: '5',
  NOT_PROVIDED: '6',
} as const;

export const SEX = {
  MALE: '1',
  FEMALE: '2',
  NOT_PROVIDED: '3',
} as const;

/** The register's code when the applicant ticked both female and male. */
export const SEX_BOTH = '6';

/** "Collected on the basis of visual observation or surname": 1 yes, 2 no (an internet application is never). */
export const OBSERVED = { YES: 1, NO: 2, NOT_APPLICABLE: 3 } as const;
export type ObservedCode = (typeof OBSERVED)[keyof typeof OBSERVED];

export const HMDA_DECLINE_LABEL = 'I do not wish to provide this information';
export const WRITE_IN_MAX = 100;

export interface HmdaOption {
  code: string;
  label: string;
  /** Subcategories shown under this category. */
  sub?: HmdaOption[];
  /** The write-in field this option asks for, with its label on the form. */
  writeIn?: { field: HmdaWriteInField; label: string; hint?: string };
}

export type HmdaWriteInField = 'ethnicityOther' | 'raceTribe' | 'raceOtherAsian' | 'raceOtherPacificIslander';

/** The addendum's ethnicity question, in its order. */
export const ETHNICITY_OPTIONS: HmdaOption[] = [
  {
    code: ETHNICITY.HISPANIC,
    label: 'Hispanic or Latino',
    sub: [
      { code: ETHNICITY.MEXICAN, label: 'Mexican' },
      { code: ETHNICITY.PUERTO_RICAN, label: 'Puerto Rican' },
      { code: ETHNICITY.CUBAN, label: 'Cuban' },
      {
        code: ETHNICITY.OTHER_HISPANIC,
        label: 'Other Hispanic or Latino',
        writeIn: {
          field: 'ethnicityOther',
          label: 'Other Hispanic or Latino origin',
          hint: 'For example: Argentinean, Colombian, Dominican, Nicaraguan, Salvadoran, Spaniard, and so on.',
        },
      },
    ],
  },
  { code: ETHNICITY.NOT_HISPANIC, label: 'Not Hispanic or Latino' },
];

export const RACE_OPTIONS: HmdaOption[] = [
  {
    code: RACE.AMERICAN_INDIAN,
    label: 'American Indian or Alaska Native',
    writeIn: { field: 'raceTribe', label: 'Name of enrolled or principal tribe' },
  },
  {
    code: RACE.ASIAN,
    label: 'Asian',
    sub: [
      { code: RACE.ASIAN_INDIAN, label: 'Asian Indian' },
      { code: RACE.CHINESE, label: 'Chinese' },
      { code: RACE.FILIPINO, label: 'Filipino' },
      { code: RACE.JAPANESE, label: 'Japanese' },
      { code: RACE.KOREAN, label: 'Korean' },
      { code: RACE.VIETNAMESE, label: 'Vietnamese' },
      {
        code: RACE.OTHER_ASIAN,
        label: 'Other Asian',
        writeIn: {
          field: 'raceOtherAsian',
          label: 'Other Asian race',
          hint: 'For example: Hmong, Laotian, Thai, Pakistani, Cambodian, and so on.',
        },
      },
    ],
  },
  { code: RACE.BLACK, label: 'Black or African American' },
  {
    code: RACE.PACIFIC_ISLANDER,
    label: 'Native Hawaiian or Other Pacific Islander',
    sub: [
      { code: RACE.NATIVE_HAWAIIAN, label: 'Native Hawaiian' },
      { code: RACE.GUAMANIAN, label: 'Guamanian or Chamorro' },
      { code: RACE.SAMOAN, label: 'Samoan' },
      {
        code: RACE.OTHER_PACIFIC_ISLANDER,
        label: 'Other Pacific Islander',
        writeIn: {
          field: 'raceOtherPacificIslander',
          label: 'Other Pacific Islander race',
          hint: 'For example: Fijian, Tongan, and so on.',
        },
      },
    ],
  },
  { code: RACE.WHITE, label: 'White' },
];

export const SEX_OPTIONS: HmdaOption[] = [
  { code: SEX.FEMALE, label: 'Female' },
  { code: SEX.MALE, label: 'Male' },
];

function flatten(options: HmdaOption[]): HmdaOption[] {
  return options.flatMap((o) => [o, ...flatten(o.sub ?? [])]);
}

export const ETHNICITY_CODES: string[] = [...flatten(ETHNICITY_OPTIONS).map((o) => o.code), ETHNICITY.NOT_PROVIDED];
export const RACE_CODES: string[] = [...flatten(RACE_OPTIONS).map((o) => o.code), RACE.NOT_PROVIDED];
export const SEX_CODES: string[] = [...SEX_OPTIONS.map((o) => o.code), SEX.NOT_PROVIDED];

const LABELS: Record<HmdaQuestion, Map<string, string>> = {
  ethnicity: new Map([
    ...flatten(ETHNICITY_OPTIONS).map((o) => [o.code, o.label] as const),
    [ETHNICITY.NOT_PROVIDED, HMDA_DECLINE_LABEL],
  ]),
  race: new Map([
    ...flatten(RACE_OPTIONS).map((o) => [o.code, o.label] as const),
    [RACE.NOT_PROVIDED, HMDA_DECLINE_LABEL],
  ]),
  sex: new Map([...SEX_OPTIONS.map((o) => [o.code, o.label] as const), [SEX.NOT_PROVIDED, HMDA_DECLINE_LABEL]]),
};

export type HmdaQuestion = 'ethnicity' | 'race' | 'sex';
export const DECLINE_CODE: Record<HmdaQuestion, string> = {
  ethnicity: ETHNICITY.NOT_PROVIDED,
  race: RACE.NOT_PROVIDED,
  sex: SEX.NOT_PROVIDED,
};

/** Which question each write-in belongs to, and the code whose box it explains. */
export const WRITE_INS: Record<HmdaWriteInField, { question: HmdaQuestion; code: string }> = {
  ethnicityOther: { question: 'ethnicity', code: ETHNICITY.OTHER_HISPANIC },
  raceTribe: { question: 'race', code: RACE.AMERICAN_INDIAN },
  raceOtherAsian: { question: 'race', code: RACE.OTHER_ASIAN },
  raceOtherPacificIslander: { question: 'race', code: RACE.OTHER_PACIFIC_ISLANDER },
};
export const WRITE_IN_FIELDS = Object.keys(WRITE_INS) as HmdaWriteInField[];

export function hmdaLabel(question: HmdaQuestion, code: string): string {
  return LABELS[question].get(code) ?? `Code ${code}`;
}

/** How the application was taken (appendix B ¶1, 3): a video call counts as in person. */
export type HmdaApplicationMethod = 'INTERNET' | 'IN_PERSON';

/** What we keep: the codes the applicant chose (or the lender noted), the write-ins, how it was collected. */
export interface HmdaRecord {
  version: 2;
  ethnicity: string[];
  race: string[];
  sex: string[];
  ethnicityOther: string | null;
  raceTribe: string | null;
  raceOtherAsian: string | null;
  raceOtherPacificIslander: string | null;
  applicationMethod: HmdaApplicationMethod;
  /** Collected on the basis of visual observation or surname, per question. */
  observed: Record<HmdaQuestion, ObservedCode>;
  collectedAt: string | null;
}

/** The strings the first form stored (one answer per question). */
export interface LegacyHmda {
  ethnicity: string;
  race: string;
  sex: string;
}

const LEGACY_DECLINE = 'I do not wish to provide';

function legacyCode(question: HmdaQuestion, answer: string): string[] {
  if (answer === LEGACY_DECLINE || answer === HMDA_DECLINE_LABEL) return [DECLINE_CODE[question]];
  const options = question === 'ethnicity' ? ETHNICITY_OPTIONS : question === 'race' ? RACE_OPTIONS : SEX_OPTIONS;
  const found = options.find((o) => o.label === answer);
  return found ? [found.code] : [DECLINE_CODE[question]];
}

/** Reads what is stored, whether a v2 record or the three strings of a row kept before the codes. */
export function readHmda(stored: unknown): HmdaRecord | null {
  if (!stored || typeof stored !== 'object') return null;
  const s = stored as Partial<HmdaRecord> & Partial<LegacyHmda>;
  if (s.version === 2) return s as HmdaRecord;
  if (typeof s.ethnicity !== 'string' || typeof s.race !== 'string' || typeof s.sex !== 'string') return null;
  return {
    version: 2,
    ethnicity: legacyCode('ethnicity', s.ethnicity),
    race: legacyCode('race', s.race),
    sex: legacyCode('sex', s.sex),
    ethnicityOther: null,
    raceTribe: null,
    raceOtherAsian: null,
    raceOtherPacificIslander: null,
    applicationMethod: 'INTERNET',
    observed: { ethnicity: OBSERVED.NO, race: OBSERVED.NO, sex: OBSERVED.NO },
    collectedAt: null,
  };
}

/** The loan/application register's demographic fields for the applicant (FIG data fields 20-35 or so). */
export interface HmdaLarFields {
  ethnicity: [string, string, string, string, string];
  ethnicityFreeText: string;
  ethnicityObserved: ObservedCode;
  race: [string, string, string, string, string];
  raceTribeFreeText: string;
  raceOtherAsianFreeText: string;
  raceOtherPacificIslanderFreeText: string;
  raceObserved: ObservedCode;
  sex: string;
  sexObserved: ObservedCode;
}

/** Five slots: the register takes at most five codes per question, in the order given, blanks after. */
function five(codes: string[]): [string, string, string, string, string] {
  const slots = [...codes.slice(0, 5)];
  while (slots.length < 5) slots.push('');
  return slots as [string, string, string, string, string];
}

/** Sorts codes in the form's order (aggregate before its subcategories), whatever order they were ticked in. */
function formOrder(question: HmdaQuestion, codes: string[]): string[] {
  const order = question === 'ethnicity' ? ETHNICITY_CODES : question === 'race' ? RACE_CODES : SEX_CODES;
  return [...new Set(codes)].sort((a, b) => order.indexOf(a) - order.indexOf(b));
}

export function hmdaLarFields(record: HmdaRecord): HmdaLarFields {
  const sexes = formOrder('sex', record.sex);
  const sex = sexes.includes(SEX.FEMALE) && sexes.includes(SEX.MALE) ? SEX_BOTH : (sexes[0] ?? SEX.NOT_PROVIDED);
  return {
    ethnicity: five(formOrder('ethnicity', record.ethnicity)),
    ethnicityFreeText: record.ethnicityOther ?? '',
    ethnicityObserved: record.observed.ethnicity,
    race: five(formOrder('race', record.race)),
    raceTribeFreeText: record.raceTribe ?? '',
    raceOtherAsianFreeText: record.raceOtherAsian ?? '',
    raceOtherPacificIslanderFreeText: record.raceOtherPacificIslander ?? '',
    raceObserved: record.observed.race,
    sex,
    sexObserved: record.observed.sex,
  };
}

/** Label/answer rows for the documents: each question's choices in the form's order, write-ins beside theirs. */
export function hmdaAnswerRows(record: HmdaRecord): [string, string][] {
  const describe = (question: HmdaQuestion, codes: string[]): string => {
    const parts = formOrder(question, codes).map((code) => {
      // Each question's write-ins by the code of their box (codes repeat across questions: '1' is two answers).
      const field = WRITE_IN_FIELDS.find((f) => WRITE_INS[f].question === question && WRITE_INS[f].code === code);
      const text = field ? record[field] : null;
      return text ? `${hmdaLabel(question, code)} (${text})` : hmdaLabel(question, code);
    });
    // A write-in given without its box ticked is still the applicant's answer.
    for (const field of WRITE_IN_FIELDS) {
      const w = WRITE_INS[field];
      const text = record[field];
      if (w.question === question && text && !codes.includes(w.code)) parts.push(text);
    }
    return parts.join('; ');
  };
  const rows: [string, string][] = [
    ['Ethnicity', describe('ethnicity', record.ethnicity)],
    ['Race', describe('race', record.race)],
    ['Sex', describe('sex', record.sex)],
  ];
  if (record.applicationMethod === 'IN_PERSON') {
    const yesNo = (c: ObservedCode) => (c === OBSERVED.YES ? 'yes' : 'no');
    rows.push([
      'Collected on the basis of visual observation or surname',
      `ethnicity ${yesNo(record.observed.ethnicity)}, race ${yesNo(record.observed.race)}, sex ${yesNo(record.observed.sex)}`,
    ]);
  }
  return rows;
}

/** The answers as validated (src/domain/validation/hmda.ts), in the shape `hmdaRecord` takes. */
export interface HmdaAnswers {
  ethnicity: string[];
  race: string[];
  sex: string[];
  ethnicityOther?: string;
  raceTribe?: string;
  raceOtherAsian?: string;
  raceOtherPacificIslander?: string;
}

/** What we store: codes deduplicated in the form's order, empty write-ins as null, and how it was collected. */
export function hmdaRecord(
  answers: HmdaAnswers,
  applicationMethod: HmdaApplicationMethod,
  observed: Record<HmdaQuestion, boolean>,
  collectedAt: string,
): HmdaRecord {
  const text = (v: string | undefined) => (v && v.trim() !== '' ? v.trim() : null);
  // Online, "collected on the basis of visual observation or surname" is always "no" (code 2), as Reg C reports
  // an internet application; only an application taken in person can say yes.
  const code = (q: HmdaQuestion): ObservedCode =>
    applicationMethod === 'IN_PERSON' && observed[q] ? OBSERVED.YES : OBSERVED.NO;
  return {
    version: 2,
    ethnicity: formOrder('ethnicity', answers.ethnicity),
    race: formOrder('race', answers.race),
    sex: formOrder('sex', answers.sex),
    ethnicityOther: text(answers.ethnicityOther),
    raceTribe: text(answers.raceTribe),
    raceOtherAsian: text(answers.raceOtherAsian),
    raceOtherPacificIslander: text(answers.raceOtherPacificIslander),
    applicationMethod,
    observed: { ethnicity: code('ethnicity'), race: code('race'), sex: code('sex') },
    collectedAt,
  };
}
