import { screen, waitFor, within } from '@testing-library/react';
import { Route } from 'react-router-dom';
import RegisterRoute from '../../../src/screens/register/RegisterRoute';
import { renderWithProviders } from '../../utils/renderWithProviders';
import { fillAddress, renderRegister, stepOf } from './helpers';

beforeEach(() => window.sessionStorage.clear());

describe('register steps', () => {
  it('starts at property info with the section marked current in the progress list', async () => {
    const { history } = renderRegister('/register');
    expect(await screen.findByRole('heading', { name: 'Where is your home?' })).toBeInTheDocument();
    expect(stepOf(history.location.search)).toBe('property-info');
    // The step is put in the URL in place of the bare path: Back does not return to it.
    expect(history.action).toBe('REPLACE');
    const progress = screen.getByRole('navigation', { name: 'Registration progress' });
    const current = within(progress)
      .getAllByRole('listitem')
      .filter((li) => li.getAttribute('aria-current') === 'step');
    expect(current).toHaveLength(1);
    expect(current[0]).toHaveTextContent('Property Info');
    expect(within(progress).getByText('Contact Info')).toBeInTheDocument();
  });

  it('ticks the sections behind the borrower and says so to screen readers', async () => {
    const { user } = renderRegister('/register?step=property-info');
    await fillAddress(user);
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await user.click(await screen.findByRole('radio', { name: /not planning to sell/i }));
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await screen.findByRole('heading', { name: 'Tell us about your income' });
    const progress = screen.getByRole('navigation', { name: 'Registration progress' });
    const items = within(progress).getAllByRole('listitem');
    const section = (label: string) => items.find((li) => li.textContent?.includes(label))!; // marker text comes first
    expect(section('Property Info')).toHaveTextContent('Property Info (completed)');
    expect(section('Income Info')).toHaveAttribute('aria-current', 'step');
    expect(section('Login Info')).not.toHaveTextContent('(completed)');
    // The line counts the steps (Address and Sale Status are two), not the sections.
    expect(screen.getByTestId('register-step-summary')).toHaveTextContent('Step 3 of 7: Income Info');
  });

  it('names the step within a section in the line above the sections, not in the row of sections', async () => {
    const { user } = renderRegister('/register?step=property-info');
    await fillAddress(user);
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await screen.findByRole('heading', { name: 'Are you planning to sell your home?' });
    const progress = screen.getByRole('navigation', { name: 'Registration progress' });
    expect(screen.getByTestId('register-step-summary')).toHaveTextContent('Step 2 of 7: Property Info, Sale Status');
    // One item per section: the sub-steps are not listed inside the current one.
    expect(
      within(progress)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['1Property Info', '2Income Info', '3Personal Info', '4Contact Info', '5Login Info']);
  });

  it('shows Required on every empty required field and stays on the step', async () => {
    const { user, history } = renderRegister('/register?step=property-info');
    await user.click(await screen.findByRole('button', { name: 'Next' }));
    expect(await screen.findAllByText('Required')).toHaveLength(4);
    expect(stepOf(history.location.search)).toBe('property-info');
  });

  it('walks forward with Next (pushing history) and back with Back, keeping what was typed', async () => {
    const { user, history } = renderRegister('/register?step=property-info');
    await fillAddress(user);
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await screen.findByRole('heading', { name: 'Are you planning to sell your home?' });
    expect(stepOf(history.location.search)).toBe('sale-status');
    expect(history.action).toBe('PUSH');

    await user.click(screen.getByRole('radio', { name: /not planning to sell/i }));
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await screen.findByRole('heading', { name: 'Tell us about your income' });

    await user.click(screen.getByRole('button', { name: 'Back' }));
    await screen.findByRole('heading', { name: 'Are you planning to sell your home?' });
    expect(screen.getByRole('radio', { name: /not planning to sell/i })).toBeChecked();

    // Browser Back works too, because steps are history entries.
    history.goBack();
    await screen.findByRole('heading', { name: 'Tell us about your income' });
    history.go(-3);
    await screen.findByRole('heading', { name: 'Where is your home?' });
    expect(screen.getByLabelText(/street address/i)).toHaveValue('1 Main St');
  });

  it('a deep link past incomplete steps goes to the first incomplete one', async () => {
    const { history } = renderRegister('/register?step=birthdate');
    await screen.findByRole('heading', { name: 'Where is your home?' });
    expect(stepOf(history.location.search)).toBe('property-info');
    expect(history.action).toBe('REPLACE');
  });

  it('omits Contact Info when the email and phone are already known', async () => {
    window.sessionStorage.setItem(
      'register-draft',
      JSON.stringify({
        property: { street1: '1 Main St', city: 'Austin', state: 'TX', zip: '78701' },
        saleStatus: 'NOT_SELLING',
        employmentType: 'FULL_TIME',
        annualIncome: 90000,
        firstName: 'Pat',
        lastName: 'Lee',
      }),
    );
    const { user, history } = renderRegister('/register?step=birthdate&email=pat%40example.test&phone=5551234567');
    await screen.findByRole('heading', { name: 'What is your date of birth?' });
    expect(
      within(screen.getByRole('navigation', { name: 'Registration progress' })).queryByText('Contact Info'),
    ).toBeNull();
    await user.type(screen.getByLabelText(/date of birth/i), '01/01/1980');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await screen.findByRole('heading', { name: 'Create your login' });
    expect(stepOf(history.location.search)).toBe('login-info');
    // The known values are carried in the draft for the final submit.
    await waitFor(() =>
      expect(JSON.parse(window.sessionStorage.getItem('register-draft') ?? '{}').email).toBe('pat@example.test'),
    );
  });

  it('keeps the referrer from the link as referrerUuid', async () => {
    renderRegister('/register?referrer=aaaaaaaa-bbbb-4ccc-8ddd-eeeeeeeeeeee');
    await screen.findByRole('heading', { name: 'Where is your home?' });
    expect(JSON.parse(window.sessionStorage.getItem('register-draft') ?? '{}').referrerUuid).toBe(
      'aaaaaaaa-bbbb-4ccc-8ddd-eeeeeeeeeeee',
    );
  });
});

describe('register index: the conditional registration wrapper', () => {
  it('offers sign-in instead, keeping the redirect-back', async () => {
    const back = '/account/heloc/aaaaaaaa-bbbb-4ccc-8ddd-eeeeeeeeeeee/start/profile';
    renderRegister(`/register?redirectUrl=${encodeURIComponent(back)}`);
    expect(await screen.findByRole('heading', { name: 'Where is your home?' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Sign in' })).toHaveAttribute(
      'href',
      `/auth/login?redirectUrl=${encodeURIComponent(back)}`,
    );
  });

  it('sends a visitor who arrives signed in back to the redirect-back instead of registering again', async () => {
    const back = '/account/heloc/aaaaaaaa-bbbb-4ccc-8ddd-eeeeeeeeeeee/start/profile';
    const { history } = renderWithProviders(<Route path="/register" component={RegisterRoute} />, {
      path: `/register?redirectUrl=${encodeURIComponent(back)}&pop-webchat=1`,
      authenticated: true,
    });
    await waitFor(() => expect(history.location.pathname).toBe('/aaaaaaaa-bbbb-4ccc-8ddd-eeeeeeeeeeee/start/profile'));
    expect(history.location.search).toBe('?pop-webchat=1');
    expect(screen.queryByRole('heading', { name: 'Where is your home?' })).not.toBeInTheDocument();
  });
});
