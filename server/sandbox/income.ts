// Sandbox income vendor: the link page is served by this server (/sandbox/income-link); the token it hands
// back names the application and link type, so a token for another application is refused.
import type { IncomeLinkType, IncomeVendor, IncomeVerification } from '../pipeline/vendors/income';
import { VendorError } from '../pipeline/vendors/subject';
import { closingPersona } from './closingPersonas';

export function sandboxIncomeToken(applicationUuid: string, type: IncomeLinkType): string {
  return `sandbox-income-${type.toLowerCase()}-${applicationUuid}`;
}

export function createSandboxIncomeVendor(): IncomeVendor {
  return {
    linkUrl: ({ applicationUuid, type }) =>
      `/sandbox/income-link?application=${encodeURIComponent(applicationUuid)}&type=${encodeURIComponent(type)}`,
    async completeLink({ subject, type, token, statedAnnualIncome }): Promise<IncomeVerification> {
      if (token !== sandboxIncomeToken(subject.applicationUuid, type)) {
        throw new VendorError('The income link could not be completed: start it again');
      }
      const persona = closingPersona(subject);
      if (persona === 'Paystub') {
        // Only part of the stated income shows in the payroll data.
        return {
          status: 'PARTIAL',
          verifiedAnnualIncome: Math.round(statedAnnualIncome / 2),
          employmentVerificationRequired: false,
        };
      }
      if (subject.lastName.trim().toLowerCase() === 'lowerincome') {
        // The payroll data verifies, but shows half the stated income: underwriting runs again on it.
        return {
          status: 'VERIFIED',
          verifiedAnnualIncome: Math.round(statedAnnualIncome / 2),
          employmentVerificationRequired: false,
        };
      }
      return {
        status: 'VERIFIED',
        verifiedAnnualIncome: statedAnnualIncome,
        employmentVerificationRequired: persona === 'Employer',
      };
    },
    async reviewPaystubs({ paystubCount, statedAnnualIncome }) {
      return {
        status: paystubCount > 0 ? 'VERIFIED' : 'PARTIAL',
        verifiedAnnualIncome: paystubCount > 0 ? statedAnnualIncome : 0,
        employmentVerificationRequired: false,
      };
    },
    async verifyEmployment({ employerName, employerPhone }) {
      return { verified: employerName.trim().length > 0 && employerPhone.replace(/\D/g, '').length === 10 };
    },
  };
}
