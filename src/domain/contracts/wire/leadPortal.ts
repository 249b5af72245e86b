// The answers of src/domain/contracts/leadPortal.ts's routes, by name (../answers.ts).

export interface OriginatorDisplayInfo {
  originatorName: string;
  brokerName: string | null;
  /** The avatar's path (…/avatar.svg). */
  avatarUri: string | null;
  email: string | null;
  phoneNumber: string | null;
  nmls: string | null;
}

export interface LoanOriginator {
  userInfo: { uuid: string; organizationCode: string };
  originatorDisplayInfo: OriginatorDisplayInfo;
}

export interface LeadPortalAnswers {
  LoanOriginator: LoanOriginator;
}
