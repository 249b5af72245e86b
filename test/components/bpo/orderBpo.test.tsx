import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { APP_UUID, axeViolations, installClosingServer, renderClosing, TEXAS_PROPERTY } from './closingServer';

// axe and the processing modal take their time on a busy machine.
jest.setTimeout(20_000);

beforeEach(() => {
  window.localStorage.clear();
  window.sessionStorage.clear();
});
afterEach(() => jest.restoreAllMocks());

const TITLE = 'Order your home’s valuation';

async function enter(screenPath: 'bpo/condition' | 'bpo/order-bpo', state = 'TX') {
  const server = installClosingServer('NAV_BPO_ORDER_REQUEST', {
    application: {
      property: { ...TEXAS_PROPERTY, state },
      status: { bpo: 'BPO_REQUIRED' },
    },
  });
  const view = renderClosing(screenPath);
  await screen.findByRole('heading', { level: 1, name: TITLE });
  await waitFor(() => expect(view.store.getState().stage).toMatchObject({ settled: 'NAV_BPO_ORDER_REQUEST' }));
  return { server, ...view };
}

async function fillIn() {
  await userEvent.click(screen.getByRole('radio', { name: /^Good/ }));
  await userEvent.type(screen.getByRole('textbox', { name: 'Who will let the agent in?' }), 'Dana Rivera');
  await userEvent.type(screen.getByRole('textbox', { name: 'Their phone number' }), '5125550142');
}

describe('bpo/condition (Texas)', () => {
  it('explains the Texas valuation rule and asks the condition and the contact, with no axe violations', async () => {
    const { container } = await enter('bpo/condition');
    expect(screen.getByRole('heading', { level: 2, name: 'Why Texas homes need a valuation' })).toBeInTheDocument();
    expect(screen.getByText(/cannot be more than 80% of its\s+fair market value/)).toBeInTheDocument();
    expect(screen.getByText(/short visit\s+to 500 Congress Avenue, Austin/)).toBeInTheDocument();
    expect(screen.getByRole('radiogroup', { name: 'What condition is your home in?' })).toBeInTheDocument();
    for (const label of ['Excellent', 'Good', 'Average', 'Fair', 'Poor', 'I’m not sure']) {
      expect(screen.getByRole('radio', { name: new RegExp(`^${label}`) })).not.toBeChecked();
    }
    expect(document.title).toContain(TITLE);
    expect(await axeViolations(container)).toEqual([]);
  });

  it('says what is missing and sends nothing', async () => {
    const { server } = await enter('bpo/condition');
    await userEvent.click(screen.getByRole('button', { name: 'Order the valuation' }));
    expect(screen.getByRole('radio', { name: /^Excellent/ })).toHaveFocus();
    expect(screen.getByRole('radiogroup', { name: 'What condition is your home in?' })).toHaveAccessibleDescription(
      expect.stringContaining('Error: Required'),
    );
    expect(screen.getByRole('textbox', { name: 'Who will let the agent in?' })).toHaveAccessibleDescription(
      expect.stringContaining('Error: Required'),
    );
    await userEvent.type(screen.getByRole('textbox', { name: 'Their phone number' }), '512555');
    await userEvent.click(screen.getByRole('button', { name: 'Order the valuation' }));
    expect(screen.getByRole('textbox', { name: 'Their phone number' })).toHaveAccessibleDescription(
      expect.stringContaining('Error: Enter a 10-digit US phone number'),
    );
    expect(server.posts).toEqual([]);
  });

  it('orders the BPO with the condition and the contact, and the router moves on to the wait', async () => {
    const { server, store } = await enter('bpo/condition');
    server.stageAfterPost = 'NAV_BPO_PROCESSING';
    await fillIn();
    await userEvent.click(screen.getByRole('button', { name: 'Order the valuation' }));
    await waitFor(() => expect(server.posts).toHaveLength(1));
    expect(server.posts[0]).toEqual({
      path: 'bpo/order',
      body: { propertyCondition: 'GOOD', contactName: 'Dana Rivera', contactPhone: '5125550142' },
      idempotencyKey: expect.any(String),
    });
    await waitFor(() => expect(store.getState().router.location.pathname).toBe(`/${APP_UUID}/bpo/hold`), {
      timeout: 5000,
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'An agent is valuing your home' })).toBeVisible();
  });

  it('a server 400 lands on its field', async () => {
    const { server } = await enter('bpo/condition');
    server.postReply = {
      status: 400,
      data: {
        errors: ['contactPhone: Enter a 10-digit US phone number'],
        message: 'contactPhone: Enter a 10-digit US phone number',
      },
    };
    await fillIn();
    await userEvent.click(screen.getByRole('button', { name: 'Order the valuation' }));
    await waitFor(() =>
      expect(screen.getByRole('textbox', { name: 'Their phone number' })).toHaveAccessibleDescription(
        expect.stringContaining('Error: Enter a 10-digit US phone number'),
      ),
    );
  });
});

describe('bpo/order-bpo (outside Texas)', () => {
  it('asks the same without the Texas text, with no axe violations, and orders', async () => {
    const { server, container } = await enter('bpo/order-bpo', 'CO');
    expect(screen.queryByRole('heading', { name: 'Why Texas homes need a valuation' })).not.toBeInTheDocument();
    expect(screen.queryByText(/Texas/)).not.toBeInTheDocument();
    expect(await axeViolations(container)).toEqual([]);
    server.stageAfterPost = 'NAV_BPO_PROCESSING';
    await fillIn();
    await userEvent.click(screen.getByRole('radio', { name: /^I’m not sure/ }));
    await userEvent.click(screen.getByRole('button', { name: 'Order the valuation' }));
    await waitFor(() => expect(server.posts).toHaveLength(1));
    expect(server.posts[0].body).toEqual({
      propertyCondition: 'UNKNOWN_CONDITION',
      contactName: 'Dana Rivera',
      contactPhone: '5125550142',
    });
  });

  it('an unknown sub-path shows the not-found page', async () => {
    installClosingServer('NAV_BPO_ORDER_REQUEST');
    renderClosing('bpo/elsewhere');
    expect(await screen.findByRole('heading', { level: 1, name: 'Page not found' })).toBeInTheDocument();
  });
});
