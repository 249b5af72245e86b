// The insurance screens as a person takes them: pick the declarations page of each required policy and upload
// it; the pipeline moves on once every required page is in (the next screen is the caller's to expect).
import { expect } from '@wdio/globals';
import { InsuranceUpload, type InsuranceKind } from '../../pageobjects/journey/insurance.page';
import { testPdf } from './files';
import { fileForInput } from '../browsers';

/** On insurance/upload: upload the `kind` declarations page at `path` (default: a PDF written to /tmp). */
export async function uploadInsurance(
  kind: InsuranceKind = 'HAZARD_INSURANCE',
  path: string = testPdf(`${kind.toLowerCase()}-declarations.pdf`),
): Promise<void> {
  await InsuranceUpload.section(kind).waitForExist({ timeout: 20000 });
  // A page already received shows "Send a newer copy" instead of its form.
  if (!(await InsuranceUpload.fileInput(kind).isExisting())) await InsuranceUpload.sendNewerCopy(kind).click();
  const remote = await fileForInput(path);
  await InsuranceUpload.fileInput(kind).addValue(remote);
  // The drop zone shows what was chosen; a PDF's first page is drawn by the lazily loaded pdf.js.
  const name = path.split('/').pop() ?? '';
  await expect(InsuranceUpload.chosenFile(kind)).toHaveText(name);
  if (name.endsWith('.pdf')) {
    await InsuranceUpload.preview(kind)
      .$('canvas')
      .waitForExist({
        timeout: 15000,
        timeoutMsg: `the first page of ${name} was not drawn in the drop zone`,
      });
  }
  await InsuranceUpload.uploadButton(kind).click();
}

/** Waits until the `kind` section says the page is received (the upload answered and the list reloaded). */
export async function expectInsuranceReceived(kind: InsuranceKind, timeout = 30000): Promise<void> {
  await browser.waitUntil(
    async () => (await InsuranceUpload.section(kind).getAttribute('data-status')) === 'received',
    {
      timeout,
      timeoutMsg: `the ${kind} declarations page was not listed as received`,
    },
  );
}

/** Waits for the message under the `kind` file input (a refused file) and returns it. */
export async function insuranceFileError(kind: InsuranceKind, timeout = 30000): Promise<string> {
  await InsuranceUpload.fileError(kind).waitForDisplayed({ timeout, timeoutMsg: `no message under the ${kind} file` });
  return InsuranceUpload.fileError(kind).getText();
}
