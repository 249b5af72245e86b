// The answers of src/domain/contracts/profile.ts's routes, by name (../answers.ts).
import type { Profile } from '../../types';

/** The note to the CEO as it was stored. */
export interface CeoFeedbackReceipt {
  uuid: string;
  createdAt: string;
}

export interface ProfileAnswers {
  Profile: Profile;
  CeoFeedbackReceipt: CeoFeedbackReceipt;
}
