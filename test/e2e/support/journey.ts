// Registers a new borrower through the five register steps, checking each screen with axe on the way.
import { randomUUID } from 'node:crypto';
import RegisterPage, { type Registrant } from '../pageobjects/register.page';
import { expectNoAxeViolations } from './axe';
import { expectDesignWhenOn } from './design';
import { expectFitsPhone, phoneViewport } from './phone';
import { screenshot } from './shell';

export function newRegistrant(overrides: Partial<Registrant> = {}): Registrant {
  const id = randomUUID().slice(0, 8);
  return {
    street1: '123 Main Street',
    city: 'Springfield',
    state: 'CA',
    zip: '94110',
    firstName: 'Jordan',
    lastName: 'Rivera',
    dobDigits: '01151980',
    email: `jordan.${id}@example.com`,
    phoneDigits: '4155550123',
    password: 'CorrectHorse42',
    ...overrides,
  };
}

/** A register step reached: axe, the layout in a phone-sized run, a screenshot. */
async function checkStep(step: string) {
  await expectNoAxeViolations(`register step ${step}`);
  const phone = phoneViewport();
  if (phone) await expectFitsPhone(`register step ${step}`);
  await screenshot(`register-${step}${phone ? `-${phone.width}x${phone.height}` : ''}`);
  await expectDesignWhenOn(`register-${step}`);
}

async function nextStep(expected: string) {
  await RegisterPage.submit.click();
  await browser.waitUntil(async () => (await browser.getUrl()).includes(`step=${expected}`), {
    timeoutMsg: `register did not move on to step ${expected}`,
  });
  await checkStep(expected);
}

export async function registerNewUser(r: Registrant, query = ''): Promise<string> {
  await RegisterPage.openRegister(query);
  await RegisterPage.field('property.street1').waitForDisplayed();
  await checkStep('property-info');
  await RegisterPage.field('property.street1').setValue(r.street1);
  await RegisterPage.field('property.city').setValue(r.city);
  await RegisterPage.field('property.state').selectByAttribute('value', r.state);
  await RegisterPage.field('property.zip').setValue(r.zip);
  await nextStep('sale-status');
  await RegisterPage.saleStatus('NOT_SELLING').click();
  await nextStep('income-info');
  await RegisterPage.field('employmentType').selectByAttribute('value', 'FULL_TIME');
  await RegisterPage.field('annualIncome').setValue('120000');
  await nextStep('name');
  await RegisterPage.field('firstName').setValue(r.firstName);
  await RegisterPage.field('lastName').setValue(r.lastName);
  await nextStep('birthdate');
  await RegisterPage.field('dob').setValue(r.dobDigits);
  await nextStep('contact-info');
  await RegisterPage.field('email').setValue(r.email);
  await RegisterPage.field('phone').setValue(r.phoneDigits);
  await nextStep('login-info');
  await RegisterPage.field('password').setValue(r.password);
  await RegisterPage.agreeToTerms.click();
  await RegisterPage.submit.click();
  await browser.waitUntil(
    async () => /\/account\/heloc\/[0-9a-f-]{36}\/start\/profile$/.test(new URL(await browser.getUrl()).pathname),
    {
      timeout: 20000,
      timeoutMsg: 'registration did not land on /{uuid}/start/profile',
    },
  );
  return new URL(await browser.getUrl()).pathname;
}
