// The answers of src/domain/contracts/closing.ts's routes, by name (../answers.ts).
import type { DebtPayoffAnswer } from '../../payoff';
import type { IdDocumentType } from '../../stages';
import type { TexasClosingLocation } from '../../texas';
import type { Application, IncomeSource } from '../../types';
import type { InsuranceDocumentType } from '../../validation/insurance';

/** The vendor page the borrower is sent to. */
export interface LinkAnswer {
  /** The vendor page to open. */
  linkUrl: string;
}

/** A document an upload stored. */
export interface UploadedDocument {
  uuid: string;
  type: string;
  filename: string;
  mime: string;
  /** In bytes. */
  size: number;
  createdAt: string;
}

/** An upload's answer: the stored document and the application it changed. */
export interface UploadAnswer {
  document: UploadedDocument;
  application: Application;
}

/** GET income: the income sources and how far their verification got. */
export interface IncomeAnswer {
  incomeSources: IncomeSource[];
  linkTypes: ('PAYROLL' | 'BANK')[];
  verification: { status: 'VERIFIED' | 'PARTIAL'; method: 'PAYROLL' | 'BANK' | 'PAYSTUB' } | null;
  manualPaystubUpload: boolean;
}

export interface IdentityVerificationAnswer {
  status: 'NOT_SUBMITTED' | 'PENDING' | 'VERIFIED' | 'FAILED_VERIFICATION';
  idType: IdDocumentType | null;
  reason: string | null;
}

export interface BpoAnswer {
  status: string | null;
  ordered: boolean;
  estimatedValue: number | null;
  accepted: boolean;
}

export interface NotaryAnswer {
  enotaryPermitted: boolean;
  manualNotaryFee: number;
  session: { sessionId: string; status: string } | null;
  requestedManualNotaryTime: string | null;
  /** Texas (a)(6) lines: where the closing may take place (src/domain/texas.ts); null elsewhere. */
  closingLocations: TexasClosingLocation[] | null;
  /** The place chosen for the reserved closing (Texas), or null. */
  closingLocation: TexasClosingLocation | null;
}

export interface NotaryQuestion {
  id: string;
  prompt: string;
  choices: string[];
}

/** A started eNotary session: its identity questions (the answer key stays on the server). */
export interface EnotarySession {
  sessionId: string;
  questions: NotaryQuestion[];
}

/** Right answers to the session's questions (wrong ones are a 400). */
export interface NotaryPassed {
  passed: true;
}

export interface InsuranceRequirementsAnswer {
  required: InsuranceDocumentType[];
  received: InsuranceDocumentType[];
  complete: boolean;
}

export type ClosingStepName = 'RESCISSION' | 'RECORDING' | 'FUNDING';

export interface ClosingStatusAnswer {
  stage: string;
  amount: number | null;
  loanNumber: string | null;
  /** The instant the right to cancel ends (midnight at the end of rescissionDeadline, in rescissionTimeZone). */
  rescissionEndsAt: string | null;
  /** YYYY-MM-DD: the last day the borrower may cancel, in their zone (src/domain/rescission.ts). */
  rescissionDeadline: string | null;
  /** IANA zone the deadline is counted in: where the note was signed. */
  rescissionTimeZone: string | null;
  /** When the initial draw was sent. */
  fundedAt: string | null;
  steps: { name: ClosingStepName; done: boolean }[];
  complete: boolean;
}

/** One person entitled to cancel, and their receipt of the notice of right to cancel. */
export interface RescissionReceipt {
  person: 'BORROWER' | 'CO_OWNER';
  name: string;
  /** The co-owner's record (heloc_signers.uuid); null for the borrower. */
  signerUuid: string | null;
  copies: number;
  acknowledgedAt: string | null;
}

export interface ClosingAnswers {
  Link: LinkAnswer;
  ClosingUpload: UploadAnswer;
  ClosingIncome: IncomeAnswer;
  ClosingIdVerification: IdentityVerificationAnswer;
  Bpo: BpoAnswer;
  Notary: NotaryAnswer;
  EnotarySession: EnotarySession;
  NotaryPassed: NotaryPassed;
  InsuranceRequirements: InsuranceRequirementsAnswer;
  DebtPayoff: DebtPayoffAnswer;
  ClosingStatus: ClosingStatusAnswer;
  RescissionReceipts: RescissionReceipt[];
}
