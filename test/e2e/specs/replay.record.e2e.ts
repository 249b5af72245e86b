// Action-log replay, recorded from real sessions: three personas go from registration through the soft-credit
// branch the sandbox gives them (docs/SANDBOX.md), in one page session each; the page's action log (sanitised as
// DevTools sees it, store/actionLog.ts) is read at the end. With RECORD_REPLAY=1 the logs are written to
// test/fixtures/replay/, where the Jest replay test (test/unit/store/replay.test.ts) replays them.
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { expect } from '@wdio/globals';
import CreditSocialPage from '../pageobjects/journey/creditSocial.page';
import { completeProfile, confirmLiens, expectScreen, registerAsNewBorrower } from '../support/journeySteps';

const FIXTURES = path.join(process.cwd(), 'test/fixtures/replay');
const LOGS = path.join(process.cwd(), 'test/e2e/logs/replay');

async function saveActionLog(persona: string): Promise<void> {
  const text = await browser.execute(() => {
    const read = (window as unknown as { __helocActionLog?: () => string }).__helocActionLog;
    return read ? read() : null;
  });
  if (!text) throw new Error('no action log on the page (the recorder runs outside production only)');
  const file = JSON.parse(text) as { payload: string; preloadedState: string };
  const actions = JSON.parse(file.payload) as { type: string }[];
  // A whole session: from the register page's first location to the screen the borrower is on now.
  expect(actions.some((a) => a.type === '@@router/LOCATION_CHANGE')).toBe(true);
  // Sanitised: no token, SSN or password in the file.
  expect(text).not.toMatch(/\b\d{3}-\d{2}-\d{4}\b|\b123456789\b|CorrectHorse42|eyJ[\w-]+\.[\w-]+\./);
  mkdirSync(LOGS, { recursive: true });
  writeFileSync(path.join(LOGS, `${persona}.json`), text);
  if (process.env.RECORD_REPLAY === '1') {
    mkdirSync(FIXTURES, { recursive: true });
    writeFileSync(path.join(FIXTURES, `${persona}.json`), `${text}\n`);
  }
}

describe('action logs of three personas', () => {
  it('Rivera: the standard path to the offers', async () => {
    await registerAsNewBorrower({ lastName: 'Rivera' });
    await completeProfile();
    await expectScreen('liens');
    await confirmLiens();
    await expectScreen('product/select');
    await saveActionLog('rivera-offers');
  });

  it('Nomatch: the SSN asked for, then the offers', async () => {
    await registerAsNewBorrower({ lastName: 'Nomatch' });
    await completeProfile();
    await expectScreen('credit/social');
    await CreditSocialPage.ssn.setValue('123456789');
    await CreditSocialPage.submit.click();
    await expectScreen('liens');
    await confirmLiens();
    await expectScreen('product/select');
    await saveActionLog('nomatch-ssn');
  });

  it('Frozen: a frozen credit file ends on credit/error', async () => {
    await registerAsNewBorrower({ lastName: 'Frozen' });
    await completeProfile();
    await expectScreen('credit/error');
    await saveActionLog('frozen-credit');
  });
});
