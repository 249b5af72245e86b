import { expect } from '@wdio/globals';
import { expectNoAxeViolations } from '../support/axe';
import { newRegistrant, registerNewUser } from '../support/journey';

const path = async () => {
  const u = new URL(await browser.getUrl());
  return u.pathname + u.search;
};

describe('routing guards', () => {
  beforeEach(async () => {
    await browser.url('/healthz');
    await browser.execute(() => window.localStorage.clear());
    await browser.deleteCookies();
  });

  it('rewrites the legacy register path keeping its query', async () => {
    await browser.url('/account/register?step=name&referrer=');
    await browser.waitUntil(async () => (await path()).startsWith('/account/heloc/register'));
    expect(await path()).toContain('step=');
  });

  it('rewrites legacy signer paths under the app', async () => {
    await browser.url('/account/heloc-signer/login');
    await browser.waitUntil(async () => (await path()).startsWith('/account/heloc/heloc-signer/login'));
  });

  it('shows the not-accepting page on register for a wholesale organisation', async () => {
    await browser.url('/account/heloc/register?org=HEARTH_WHOLESALE');
    await expect($('h1')).toHaveText('We are not accepting applications here');
    await expectNoAxeViolations('not accepting (wholesale)');
  });

  it('requires a referring loan officer where the organisation does', async () => {
    await browser.url('/account/heloc/register?org=SUMMIT_RATE');
    await expect($('h1')).toHaveText('We are not accepting applications here');
    await browser.url('/account/heloc/register?org=SUMMIT_RATE&referrer=3f0c8f0e-8d0c-4a57-9d7e-2f1b7f9b1a11');
    await expect($('[name="property.street1"]')).toBeDisplayed();
  });

  it('sends an unauthenticated visitor to sign-in with the path kept, or to register where it is open', async () => {
    const privatePath = '/account/heloc/3f0c8f0e-8d0c-4a57-9d7e-2f1b7f9b1a11/start/profile';
    await browser.url(`${privatePath}?org=PINECREST_CU&pop-webchat=true`);
    await browser.waitUntil(async () => new URL(await browser.getUrl()).pathname === '/auth/login');
    const redirect = new URL(await browser.getUrl()).searchParams.get('redirectUrl');
    expect(redirect).toContain(privatePath);

    await browser.deleteCookies();
    await browser.url(`${privatePath}?org=HEARTH`);
    await browser.waitUntil(async () => new URL(await browser.getUrl()).pathname === '/account/heloc/register');
    // The redirect-back is kept on the way to register too.
    expect(new URL(await browser.getUrl()).searchParams.get('redirectUrl')).toContain(privatePath);
  });

  it('clears a rejected token and sends the borrower to sign-in with the path kept', async () => {
    await browser.url('/account/heloc/register?org=PINECREST_CU');
    const summaryPath = await registerNewUser(newRegistrant({ state: 'OR', zip: '97701', city: 'Bend' }));
    // Spoil the token from a page of ours that runs no app: a response still in flight on the journey screen
    // would store the server's fresh token over it (the spec's token re-send) and the reload would stay signed in.
    await browser.url('/healthz');
    await browser.execute(() => window.localStorage.setItem('jwt', 'Bearer not.a.valid-token'));
    await browser.url(summaryPath);
    await browser.waitUntil(async () => new URL(await browser.getUrl()).pathname === '/auth/login', {
      timeoutMsg: 'a 401 did not send the borrower to sign-in',
    });
    expect(new URL(await browser.getUrl()).searchParams.get('redirectUrl')).toBe(summaryPath);
    expect(await browser.execute(() => window.localStorage.getItem('jwt'))).toBeNull();
  });

  it('leaves the app for the dashboard from the app root', async () => {
    await browser.url('/account/heloc/account');
    await browser.waitUntil(async () =>
      ['/dashboard', '/auth/login'].includes(new URL(await browser.getUrl()).pathname),
    );
  });
});
