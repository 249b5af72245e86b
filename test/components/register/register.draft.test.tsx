import { act, screen, waitFor } from '@testing-library/react';
import { claimSecrets, formFailed, formSucceeded, SECRET_HELD } from '../../../store/form';
import { registerSubmitted } from '../../../store/register';
import { COMPLETE_DRAFT, fillAddress, renderRegister, stepOf } from './helpers';

beforeEach(() => window.sessionStorage.clear());

describe('register draft and submit', () => {
  it('survives a reload: a remount on a later step keeps earlier answers', async () => {
    const first = renderRegister('/register?step=property-info');
    await fillAddress(first.user);
    await first.user.click(screen.getByRole('button', { name: 'Next' }));
    await screen.findByRole('heading', { name: 'Are you planning to sell your home?' });
    first.unmount();

    // A new store and history, as after a page reload at the same URL.
    const second = renderRegister('/register?step=sale-status');
    await screen.findByRole('heading', { name: 'Are you planning to sell your home?' });
    expect(stepOf(second.history.location.search)).toBe('sale-status');
    await second.user.click(screen.getByRole('button', { name: 'Back' }));
    expect(await screen.findByLabelText(/street address/i)).toHaveValue('1 Main St');
    expect(screen.getByLabelText(/zip code/i)).toHaveValue('78701');
  });

  it('submits everything through register/submitted, the password beside the action, never in it or the draft', async () => {
    window.sessionStorage.setItem('register-draft', JSON.stringify(COMPLETE_DRAFT));
    const { user, store } = renderRegister('/register?step=login-info');
    const dispatch = jest.spyOn(store, 'dispatch');
    await screen.findByRole('heading', { name: 'Create your login' });
    await user.type(screen.getByLabelText(/^password/i), 'correcthorse1');
    await user.click(screen.getByRole('checkbox'));
    await user.click(screen.getByRole('button', { name: 'Create account' }));

    const request = dispatch.mock.calls.map(([a]) => a).find((a) => registerSubmitted.match(a as never)) as ReturnType<
      typeof registerSubmitted
    >;
    expect(request).toBeDefined();
    expect(request.payload).toMatchObject({ ...COMPLETE_DRAFT, password: SECRET_HELD, agreeToTerms: true });
    expect(request.meta.requestId).toEqual(expect.any(String));
    expect(JSON.stringify(store.getState())).not.toContain('correcthorse1');
    expect(claimSecrets(request.meta.requestId)).toEqual({ password: 'correcthorse1' });
    expect(claimSecrets(request.meta.requestId)).toEqual({});
    expect(window.sessionStorage.getItem('register-draft')).not.toContain('correcthorse1');

    // The saga's answer resolves the form: a form error shows in an alert.
    act(() => {
      store.dispatch(
        formFailed({
          requestId: request.meta.requestId,
          formError: 'An account with this email already exists. Sign in instead.',
        }),
      );
    });
    expect(await screen.findByText('An account with this email already exists. Sign in instead.')).toBeInTheDocument();
  });

  it('Required on the login step, and the terms must be accepted', async () => {
    window.sessionStorage.setItem('register-draft', JSON.stringify(COMPLETE_DRAFT));
    const { user, store } = renderRegister('/register?step=login-info');
    const dispatch = jest.spyOn(store, 'dispatch');
    await user.click(await screen.findByRole('button', { name: 'Create account' }));
    // Password and the terms checkbox.
    expect(await screen.findAllByText('Required')).toHaveLength(2);
    await user.click(screen.getByRole('checkbox'));
    await user.click(screen.getByRole('checkbox'));
    await user.click(screen.getByRole('button', { name: 'Create account' }));
    expect(await screen.findByText('You must agree to continue')).toBeInTheDocument();
    expect(dispatch.mock.calls.some(([a]) => registerSubmitted.match(a as never))).toBe(false);
  });

  it('a success answer resolves the submit (the button is usable again)', async () => {
    window.sessionStorage.setItem('register-draft', JSON.stringify(COMPLETE_DRAFT));
    const { user, store } = renderRegister('/register?step=login-info');
    const dispatch = jest.spyOn(store, 'dispatch');
    await screen.findByRole('heading', { name: 'Create your login' });
    await user.type(screen.getByLabelText(/^password/i), 'correcthorse1');
    await user.click(screen.getByRole('checkbox'));
    await user.click(screen.getByRole('button', { name: 'Create account' }));
    const request = dispatch.mock.calls.map(([a]) => a).find((a) => registerSubmitted.match(a as never)) as ReturnType<
      typeof registerSubmitted
    >;
    // Pending until the saga reports back: final-form keeps the button busy (no double submit).
    expect(screen.getByRole('button', { name: /create account/i })).toHaveAttribute('aria-busy', 'true');
    act(() => {
      store.dispatch(formSucceeded({ requestId: request.meta.requestId }));
    });
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Create account' })).not.toHaveAttribute('aria-busy', 'true'),
    );
    expect(screen.queryByRole('alert')).toBeNull();
  });
});

describe('register end to end through the saga', () => {
  it('creates the account, stores the token and opens the new application', async () => {
    const { installRoutes, NOT_FOUND } = await import('../support/mswServer');
    const { TEST_IDENTITY, renderWithProviders } = await import('../../utils/renderWithProviders');
    const { Route } = await import('react-router-dom');
    const RegisterRoute = (await import('../../../src/screens/register/RegisterRoute')).default;
    const userEvent = (await import('@testing-library/user-event')).default;
    const APP_UUID = 'aaaaaaaa-bbbb-4ccc-8ddd-eeeeeeeeeeee';
    installRoutes({
      'POST /identity/api/v1/registration/register': {
        data: { jwt: 'tok', identity: TEST_IDENTITY, applicationUuid: APP_UUID },
      },
      'GET /identity/secure/api/v1/identity': { data: TEST_IDENTITY },
      'GET /service-application/api/v3/application/heloc/optermizerly-profile': {
        data: { optimizelyProfileUuid: 'x' },
      },
      // The new application, which the screen it opens loads: not served here.
      [`GET /service-application/api/v1/application/heloc/${APP_UUID}`]: NOT_FOUND,
    });
    window.localStorage.clear();
    window.sessionStorage.setItem('register-draft', JSON.stringify(COMPLETE_DRAFT));
    const user = userEvent.setup();
    const { history, store } = renderWithProviders(<Route path="/register" component={RegisterRoute} />, {
      path: '/register?step=login-info',
      runSagas: true,
    });
    await user.type(await screen.findByLabelText(/^password/i), 'correcthorse1');
    await user.click(screen.getByRole('checkbox'));
    await user.click(screen.getByRole('button', { name: 'Create account' }));
    await waitFor(() => expect(history.location.pathname).toBe(`/${APP_UUID}/start/profile`));
    expect(window.localStorage.getItem('jwt')).toBe('Bearer tok');
    expect(store.getState().session.authenticated).toBe(true);
    expect(window.sessionStorage.getItem('register-draft')).toBeNull();
  });
});
