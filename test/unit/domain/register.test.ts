import {
  REGISTER_SECTIONS,
  REGISTER_STEP_IDS,
  type RegisterStepId,
  isRegisterStepId,
  loginInfoIndex,
  nextStep,
  normaliseStep,
  previousStep,
  registerSections,
  registerSteps,
} from '../../../src/domain/register';

const ALL: RegisterStepId[] = [
  'property-info',
  'sale-status',
  'income-info',
  'name',
  'birthdate',
  'contact-info',
  'login-info',
];
const WITHOUT_CONTACT: RegisterStepId[] = [
  'property-info',
  'sale-status',
  'income-info',
  'name',
  'birthdate',
  'login-info',
];

describe('REGISTER_STEP_IDS', () => {
  it('lists the step query values in flow order', () => {
    expect(REGISTER_STEP_IDS).toEqual(ALL);
  });

  it.each<[unknown, boolean]>([
    ['name', true],
    ['login-info', true],
    ['Name', false],
    ['address', false],
    ['', false],
    [null, false],
    [3, false],
  ])('isRegisterStepId(%p) is %p', (value, expected) => {
    expect(isRegisterStepId(value)).toBe(expected);
  });
});

describe('registerSteps', () => {
  it.each<[boolean, boolean, boolean, RegisterStepId[]]>([
    [false, false, false, ALL],
    [true, false, false, ALL],
    [false, true, false, ALL],
    [true, true, false, WITHOUT_CONTACT],
    [false, false, true, WITHOUT_CONTACT],
    [true, false, true, WITHOUT_CONTACT],
    [true, true, true, WITHOUT_CONTACT],
  ])('hasEmail=%p hasPhone=%p skippable=%p', (hasEmail, hasPhone, skippable, expected) => {
    expect(registerSteps({ hasEmail, hasPhone, skippable })).toEqual(expected);
  });
});

describe('REGISTER_SECTIONS', () => {
  it('groups the steps as the spec sidebar does', () => {
    expect(REGISTER_SECTIONS).toEqual([
      {
        label: 'Property Info',
        steps: ['property-info', 'sale-status'],
        substeps: [
          { label: 'Address', step: 'property-info' },
          { label: 'Sale Status', step: 'sale-status' },
        ],
      },
      { label: 'Income Info', steps: ['income-info'], substeps: [] },
      {
        label: 'Personal Info',
        steps: ['name', 'birthdate'],
        substeps: [
          { label: 'Name', step: 'name' },
          { label: 'Birthdate', step: 'birthdate' },
        ],
      },
      { label: 'Contact Info', steps: ['contact-info'], substeps: [] },
      { label: 'Login Info', steps: ['login-info'], substeps: [] },
    ]);
  });

  it('covers every step exactly once, in flow order', () => {
    expect(REGISTER_SECTIONS.flatMap((section) => section.steps)).toEqual(ALL);
  });
});

describe('registerSections', () => {
  it.each<[string, RegisterStepId[], string[]]>([
    ['all steps', ALL, ['Property Info', 'Income Info', 'Personal Info', 'Contact Info', 'Login Info']],
    ['contact omitted', WITHOUT_CONTACT, ['Property Info', 'Income Info', 'Personal Info', 'Login Info']],
  ])('%s', (_name, steps, labels) => {
    expect(registerSections(steps).map((section) => section.label)).toEqual(labels);
  });
});

describe('loginInfoIndex', () => {
  it.each<[string, RegisterStepId[], number]>([
    ['all steps', ALL, 6],
    ['contact omitted', WITHOUT_CONTACT, 5],
  ])('%s -> %p', (_name, steps, expected) => {
    expect(loginInfoIndex(steps)).toBe(expected);
  });
});

describe('nextStep and previousStep', () => {
  it.each<[RegisterStepId[], RegisterStepId, RegisterStepId | null, RegisterStepId | null]>([
    [ALL, 'property-info', 'sale-status', null],
    [ALL, 'sale-status', 'income-info', 'property-info'],
    [ALL, 'birthdate', 'contact-info', 'name'],
    [ALL, 'contact-info', 'login-info', 'birthdate'],
    [ALL, 'login-info', null, 'contact-info'],
    [WITHOUT_CONTACT, 'birthdate', 'login-info', 'name'],
    [WITHOUT_CONTACT, 'login-info', null, 'birthdate'],
    [WITHOUT_CONTACT, 'contact-info', null, null], // not one of these steps
  ])('in %j around %p: next %p, previous %p', (steps, current, next, previous) => {
    expect(nextStep(steps, current)).toBe(next);
    expect(previousStep(steps, current)).toBe(previous);
  });
});

describe('normaliseStep', () => {
  it.each<[RegisterStepId[], string | null | undefined, RegisterStepId]>([
    [ALL, 'name', 'name'],
    [ALL, 'contact-info', 'contact-info'],
    [ALL, 'login-info', 'login-info'],
    [WITHOUT_CONTACT, 'contact-info', 'property-info'],
    [WITHOUT_CONTACT, 'birthdate', 'birthdate'],
    [ALL, null, 'property-info'],
    [ALL, undefined, 'property-info'],
    [ALL, '', 'property-info'],
    [ALL, 'Name', 'property-info'],
    [ALL, 'unknown', 'property-info'],
  ])('in %j, %p -> %p', (steps, raw, expected) => {
    expect(normaliseStep(steps, raw)).toBe(expected);
  });
});
