// The answers of src/domain/contracts/application.ts's routes, by name (../answers.ts).
import type { CoDeedStatusAnswer, SignerApplicationView } from '../../signers';
import type { Application } from '../../types';

/** The borrower's tracker (optimizely) profile, null until one is set. */
export interface TrackerProfile {
  optimizelyProfileUuid: string | null;
}

/** The states an organisation is licensed to lend in, sorted. */
export interface StateLicenses {
  organizationCode: string;
  states: string[];
}

/** The session-replay link as it was kept. */
export interface FullStoryLink {
  link: string;
}

export interface ApplicationAnswers {
  /** The application as its borrower (or an accepted co-owner) sees it: most steps answer it. */
  Application: Application;
  /** The signed-in borrower's applications. */
  Applications: Application[];
  /** GET application: whole for its borrower (or a member), redacted for an accepted co-owner. */
  ApplicationOrSignerView: Application | SignerApplicationView;
  TrackerProfile: TrackerProfile;
  StateLicenses: StateLicenses;
  FullStoryLink: FullStoryLink;
  CoDeedStatusAnswer: CoDeedStatusAnswer;
}
