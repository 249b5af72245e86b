// The E-SIGN consent's two error messages, apart from src/domain/esign.ts (the disclosure's text and the
// requirements' history), so the entry pages' yup-free rules (validation/registerRules.ts) carry only these.
export const ESIGN_ACCESS_REQUIRED = 'Open the test document and confirm you could read it';
export const ESIGN_CONSENT_REQUIRED = 'You must agree to electronic records to continue';
