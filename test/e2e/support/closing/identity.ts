// The identity screen as a person takes it: choose the ID, pick the photo of its front, upload. The sandbox's
// verifier answers after its latency: a file named blurry* fails (the screen asks again with the reason), any
// other passes and the router moves on (the next screen is the caller's to expect).
import IdentityPage from '../../pageobjects/journey/identity.page';
import { testPng } from './files';
import { fileForInput } from '../browsers';

/** On identity: choose `idType` and upload the file at `path` (default: a PNG written to /tmp). */
export async function uploadId(
  path: string = testPng('id-front.png'),
  idType = 'DRIVERS_LICENSE_FRONT',
): Promise<void> {
  await IdentityPage.idType(idType).waitForExist({ timeout: 20000 });
  if (!(await IdentityPage.idType(idType).isSelected())) await IdentityPage.idType(idType).click();
  const remote = await fileForInput(path);
  await IdentityPage.fileInput.addValue(remote);
  await IdentityPage.submit.click();
}

/** Waits until the identity screen shows the verifier's refusal, and returns its text (with the reason). */
export async function idVerificationFailure(timeout = 60000): Promise<string> {
  await IdentityPage.failure.waitForDisplayed({
    timeout,
    timeoutMsg: 'the identity screen did not say the ID could not be verified',
  });
  // The processing modal closes once the router has settled back on identity.
  await browser.waitUntil(async () => !(await IdentityPage.processing.isExisting()), {
    timeout: 15000,
    timeoutMsg: 'the processing modal stayed open on identity',
  });
  return IdentityPage.failure.getText();
}
