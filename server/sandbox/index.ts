// The sandbox implementation of every vendor (docs/SANDBOX.md): outcomes follow the personas of
// DESIGN section 10, chosen by what the applicant entered.
import type { Vendors } from '../pipeline/vendors';
import { createSandboxAttorneyReviewVendor } from './attorneyReview';
import { createSandboxBankVendor } from './bank';
import { createSandboxBpoVendor } from './bpo';
import { createSandboxCreditBureau } from './credit';
import { createSandboxEsignVendor } from './esign';
import { createSandboxFloodVendor } from './flood';
import { createSandboxFundingVendor } from './funding';
import { createSandboxIdVerificationVendor } from './idVerification';
import { createSandboxIncomeVendor } from './income';
import { createSandboxNotaryVendor } from './notary';
import { createSandboxPayoffVendor } from './payoff';
import { createSandboxPropertyData } from './property';
import { createSandboxTitleVendor } from './title';
import { createSandboxUnderwritingVendor } from './underwriting';

export function createSandboxVendors(): Vendors {
  return {
    creditBureau: createSandboxCreditBureau(),
    propertyData: createSandboxPropertyData(),
    income: createSandboxIncomeVendor(),
    bank: createSandboxBankVendor(),
    idVerification: createSandboxIdVerificationVendor(),
    esign: createSandboxEsignVendor(),
    notary: createSandboxNotaryVendor(),
    attorneyReview: createSandboxAttorneyReviewVendor(),
    flood: createSandboxFloodVendor(),
    title: createSandboxTitleVendor(),
    bpo: createSandboxBpoVendor(),
    funding: createSandboxFundingVendor(),
    underwriting: createSandboxUnderwritingVendor(),
    payoff: createSandboxPayoffVendor(),
  };
}
