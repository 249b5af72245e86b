// The conditions screens as a person takes them: from the dashboard, open the condition's upload and send a file
// (one at a time), or give the phone number a condition asks for. Each step starts on the dashboard and ends when
// the borrower has sent the answer (the next screen is the caller's to expect).
import { ConditionPhone, ConditionsDashboard, ConditionUpload } from '../../pageobjects/journey/conditions.page';
import { expectScreen } from '../journeySteps';
import { testPdf } from './files';
import { fileForInput } from '../browsers';

/** On conditions/upload-document: choose the file at `path`. */
export async function chooseConditionDocument(path: string): Promise<void> {
  await ConditionUpload.fileInput.waitForExist();
  const remote = await fileForInput(path);
  await ConditionUpload.fileInput.addValue(remote);
}

/**
 * From the conditions dashboard: open the upload of the first condition of `category` and upload the file at
 * `path` (default: a one-page PDF written to /tmp). The last document a condition asks for resolves it and the
 * router moves on; otherwise the borrower stays on the upload screen with the document listed.
 */
export async function uploadConditionDocument(
  path: string = testPdf('bank-statement.pdf'),
  category = 'GENERIC_DOCUMENT_REQUEST',
): Promise<void> {
  await ConditionsDashboard.uploadLink(category).waitForClickable();
  await ConditionsDashboard.uploadLink(category).click();
  await expectScreen('conditions/upload-document');
  await chooseConditionDocument(path);
  await ConditionUpload.submit.click();
}

/** From the conditions dashboard: give the phone number a MISSING_PHONE_NUMBER condition asks for. */
export async function giveConditionPhoneNumber(phoneDigits = '4155550123'): Promise<void> {
  await ConditionsDashboard.phoneNumberLink.waitForClickable();
  await ConditionsDashboard.phoneNumberLink.click();
  await expectScreen('conditions/phone-number');
  await ConditionPhone.phoneNumber.setValue(phoneDigits);
  await ConditionPhone.submit.click();
}
