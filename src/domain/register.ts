// The register flow's steps and sidebar (spec core-journey section 2, shared-surfaces section 4).

/** Values of the register page's `step` query parameter, in flow order. */
export const REGISTER_STEP_IDS = [
  'property-info',
  'sale-status',
  'income-info',
  'name',
  'birthdate',
  'contact-info',
  'login-info',
] as const;

export type RegisterStepId = (typeof REGISTER_STEP_IDS)[number];

export function isRegisterStepId(s: unknown): s is RegisterStepId {
  return typeof s === 'string' && (REGISTER_STEP_IDS as readonly string[]).includes(s);
}

export interface RegisterStepOptions {
  hasEmail: boolean;
  hasPhone: boolean;
  skippable: boolean;
}

/** The steps this visitor walks through; contact info is skipped when already known or skippable. */
export function registerSteps({ hasEmail, hasPhone, skippable }: RegisterStepOptions): RegisterStepId[] {
  const skipContact = (hasEmail && hasPhone) || skippable;
  return REGISTER_STEP_IDS.filter((step) => !(skipContact && step === 'contact-info'));
}

export interface RegisterSubstep {
  label: string;
  step: RegisterStepId;
}

export interface RegisterSection {
  label: string;
  /** The steps the section covers, in order; the section is active while any of them is current. */
  steps: readonly RegisterStepId[];
  /** Labelled entries under the section heading; empty when the section is a single step. */
  substeps: readonly RegisterSubstep[];
}

export const REGISTER_SECTIONS: readonly RegisterSection[] = [
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
];

/** The sidebar sections for these steps: a section none of whose steps is walked is dropped. */
export function registerSections(steps: readonly RegisterStepId[]): RegisterSection[] {
  return REGISTER_SECTIONS.filter((section) => section.steps.some((step) => steps.includes(step)));
}

/** Position of the login-info step; one lower when contact info is skipped. */
export function loginInfoIndex(steps: readonly RegisterStepId[]): number {
  return steps.indexOf('login-info');
}

export function nextStep(steps: readonly RegisterStepId[], current: RegisterStepId): RegisterStepId | null {
  const index = steps.indexOf(current);
  return index === -1 || index === steps.length - 1 ? null : steps[index + 1];
}

export function previousStep(steps: readonly RegisterStepId[], current: RegisterStepId): RegisterStepId | null {
  const index = steps.indexOf(current);
  return index <= 0 ? null : steps[index - 1];
}

/** The `step` query value if it is one of these steps, else the first step. */
export function normaliseStep(steps: readonly RegisterStepId[], raw: string | null | undefined): RegisterStepId {
  return isRegisterStepId(raw) && steps.includes(raw) ? raw : steps[0];
}

/** The document title of a step: its own on every step, so a screen reader's and a tab's title say where one is. */
export function registerStepTitle(steps: readonly RegisterStepId[], current: RegisterStepId): string {
  return `Register, step ${steps.indexOf(current) + 1} of ${steps.length}: ${STEP_TITLES[current].title}`;
}

/** Each step's heading and subtitle: the screen's, and the server's first paint of the register page. */
export const STEP_TITLES: Record<RegisterStepId, { title: string; subtitle: string }> = {
  'property-info': { title: 'Where is your home?', subtitle: 'The property you want to borrow against.' },
  'sale-status': { title: 'Are you planning to sell your home?', subtitle: 'A HELOC is secured by your home.' },
  'income-info': { title: 'Tell us about your income', subtitle: 'Your total yearly income before taxes.' },
  name: { title: 'What is your name?', subtitle: 'As it appears on your government ID.' },
  birthdate: { title: 'What is your date of birth?', subtitle: 'You must be at least 18 years old.' },
  'contact-info': { title: 'How can we reach you?', subtitle: 'We use these to send updates about your application.' },
  'login-info': { title: 'Create your login', subtitle: 'You will use your email and this password to sign in.' },
};
