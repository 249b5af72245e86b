// The notary as a person takes it. eNotary: start the session on notary/intro, answer the identity questions (in
// the sandbox the property's street and city), sign the deed with the location shared; the notary's acceptance
// then moves the router on (insurance/upload). Manual notary (eNotary not permitted): agree to the $300 fee,
// choose a date and time, and the reservation shows while the signed deed is awaited. The next screen is the
// caller's to expect.
import { NotaryIntro, NotarySession, ReserveManual, ScheduleManual } from '../../pageobjects/journey/notary.page';
import { expectNoAxeViolations } from '../axe';
import { emulateLocation, SIGNING_LOCATION } from './signing';

/** Question `index`'s choice equal to `text` (or else the one containing it), chosen by clicking its label. */
async function chooseContaining(index: number, text: string): Promise<void> {
  const radios = await NotarySession.question(index).$$('input[type="radio"]');
  const choices: { id: string; value: string }[] = [];
  for (const radio of radios) {
    choices.push({
      id: (await radio.getAttribute('id')) ?? '',
      value: ((await radio.getAttribute('value')) ?? '').toLowerCase(),
    });
  }
  const wanted = text.toLowerCase();
  const choice = choices.find((c) => c.value === wanted) ?? choices.find((c) => c.value.includes(wanted));
  if (!choice)
    throw new Error(`question ${index} has no choice like "${text}" (${choices.map((c) => c.value).join(', ')})`);
  await $(`label[for="${choice.id}"]`).click();
  await browser.waitUntil(async () => $(`[id="${choice.id}"]`).isSelected(), {
    timeoutMsg: `"${text}" was not chosen for question ${index}`,
  });
}

/** From notary/intro: starts the session, answers with the property's `street` and `city`, signs the deed. */
export async function completeEnotarySession(street: string, city: string): Promise<void> {
  await NotaryIntro.startSession.waitForClickable({ timeout: 30000 });
  await NotaryIntro.startSession.click();
  await NotarySession.confirmIdentity.waitForExist({ timeout: 30000 });
  await expectNoAxeViolations('notary/session, identity questions');
  // The questions in the order the vendor asks them: streets first, then cities.
  await chooseContaining(0, street);
  await chooseContaining(1, city);
  await NotarySession.confirmIdentity.click();
  await NotarySession.identityConfirmed.waitForDisplayed({ timeout: 30000 });
  await emulateLocation(SIGNING_LOCATION);
  await NotarySession.agreeDeed.click();
  await NotarySession.signDeed.waitForEnabled();
  await expectNoAxeViolations('notary/session, deed to sign');
  await NotarySession.signDeed.click();
}

/** MM/DD/YYYY of the day `days` from today (the browser's and the server's clocks agree in the e2e run). */
function inDays(days: number): string {
  const d = new Date();
  d.setDate(d.getDate() + days);
  return `${String(d.getMonth() + 1).padStart(2, '0')}/${String(d.getDate()).padStart(2, '0')}/${d.getFullYear()}`;
}

/**
 * From notary/reserve-manual: agrees to the fee, chooses a time `days` ahead at `time` ('HH:mm') (and for a Texas
 * line the `location` of the closing), reserves it;
 * returns the date typed. The router brings the borrower back to notary/reserve-manual with the reservation.
 */
export async function reserveManualNotary(days = 7, time = '10:00', location?: string): Promise<string> {
  await ReserveManual.feeConsent.waitForExist({ timeout: 30000 });
  await ReserveManual.feeConsent.click();
  await ReserveManual.chooseTime.click();
  await ScheduleManual.date.waitForExist({ timeout: 30000 });
  // A Texas line closes at one of three offices: its radio is chosen by clicking its label.
  if (location) {
    const id = await ScheduleManual.location(location).getAttribute('id');
    await $(`label[for="${id}"]`).click();
  }
  const date = inDays(days);
  await ScheduleManual.date.setValue(date);
  await ScheduleManual.time.selectByAttribute('value', time);
  await expectNoAxeViolations('notary/schedule-manual, filled in');
  await ScheduleManual.reserve.click();
  // Queried afresh on every try: the screen changes under it (schedule-manual, then reserve-manual again).
  await browser.waitUntil(async () => ReserveManual.reservation.isDisplayed(), {
    timeout: 60000,
    timeoutMsg: `the reservation was not shown (at ${await browser.getUrl()})`,
  });
  return date;
}
