// Set-up for the shell spec: a borrower registered through the API (the register screens have their own spec),
// signed in in the browser, and helpers for viewport sizes and screenshots.
import { randomUUID } from 'node:crypto';
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { APP_BASE } from '../pageobjects/page';
import { browserFolder, setViewport } from './browsers';

export interface RegisteredBorrower {
  jwt: string;
  applicationUuid: string;
  email: string;
}

export const PASSWORD = 'CorrectHorse42';

/** POST /identity/api/v1/registration/register for `org`, as the register screen would. */
export async function registerViaApi(
  org: string,
  overrides: Record<string, unknown> = {},
): Promise<RegisteredBorrower> {
  const email = `shell.${randomUUID().slice(0, 8)}@example.com`;
  const response = await fetch(new URL('/identity/api/v1/registration/register', browser.options.baseUrl), {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-org': org },
    body: JSON.stringify({
      property: { street1: '123 Main Street', city: 'Springfield', state: 'CA', zip: '94110' },
      saleStatus: 'NOT_SELLING',
      employmentType: 'FULL_TIME',
      annualIncome: 120000,
      firstName: 'Jordan',
      lastName: 'Rivera',
      dob: '1980-01-15',
      email,
      phone: '(415) 555-0123',
      password: PASSWORD,
      agreeToTerms: true,
      ...overrides,
    }),
  });
  if (!response.ok) throw new Error(`registration for ${org} failed: ${response.status} ${await response.text()}`);
  const body = (await response.json()) as { jwt: string; applicationUuid: string };
  return { jwt: body.jwt, applicationUuid: body.applicationUuid, email };
}

/** Opens the app for `org` (remembered in its cookie), stores the token and lands on /{uuid}/start/profile. */
export async function openJourneyScreen(org: string, borrower: RegisteredBorrower, query = ''): Promise<string> {
  // A token of the previous organisation would be refused (401) and then removed by the app, possibly after the
  // new one is stored, and the app may navigate away while we clear it: clear storage from a page of ours that runs
  // no app, then let the register page settle (it sets the organisation's cookie) before storing the new token.
  await browser.url('/healthz');
  await browser.execute(() => window.localStorage.clear());
  await browser.url(`${APP_BASE}/register?org=${org}`);
  await $('[data-testid="site-footer"]').waitForExist();
  await browser.execute((jwt: string) => window.localStorage.setItem('jwt', `Bearer ${jwt}`), borrower.jwt);
  const target = `${APP_BASE}/${borrower.applicationUuid}/start/profile`;
  await browser.url(`${target}?org=${org}${query}`);
  await browser.waitUntil(async () => new URL(await browser.getUrl()).pathname === target, {
    timeoutMsg: `did not stay on ${target}`,
  });
  return target;
}

/** A phone's (375 x 812) or a desktop's (1440 x 900) viewport, whatever frame the browser's window has. */
export async function setWidth(width: 375 | 1440): Promise<void> {
  await setViewport(width, width === 375 ? 812 : 900);
}

/**
 * Saves what the browser shows as test/e2e/screenshots/<chromium|webkit>/<name>.png (artefacts, not committed).
 * E2E_SCREENSHOTS=0 skips them (CI: nobody sees a clean clone's pictures, and each costs about a quarter of a
 * second of the two cores); a failed test's picture is saved either way (wdio.conf.ts).
 */
export async function screenshot(name: string): Promise<void> {
  if (process.env.E2E_SCREENSHOTS === '0') return;
  const dir = path.join(process.cwd(), 'test/e2e/screenshots', browserFolder());
  mkdirSync(dir, { recursive: true });
  await browser.saveScreenshot(path.join(dir, `${name}.png`));
}
