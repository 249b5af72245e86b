import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { LoanOfficer, LoanOfficerSideCard } from '../../../src/shell/loanOfficer/LoanOfficerCard';
import { loanOfficerUuid } from '../../../src/shell/loanOfficer/useLoanOfficer';
import { applicationLoaded } from '../../../store/applications';
import { loanOfficerRequested } from '../../../store/loanOfficer';
import { makeApplication } from '../../fixtures/application';
import { installRoutes, NOT_FOUND } from '../support/mswServer';
import { renderWithProviders } from '../../utils/renderWithProviders';
import { setViewportWidth } from './helpers';

const ARG = 'aaaaaaaa-0000-4000-8000-000000000001';
const QUERY = 'bbbbbbbb-0000-4000-8000-000000000002';
const APP_REF = 'cccccccc-0000-4000-8000-000000000003';
const UNKNOWN = 'dddddddd-0000-4000-8000-000000000004';
const lo = (uuid: string) => `GET /service-lead-portal/api/lo/${uuid}`;

function originator(uuid: string, name: string) {
  return {
    userInfo: { uuid, organizationCode: 'example' },
    originatorDisplayInfo: {
      originatorName: name,
      brokerName: 'Summit Brokers',
      avatarUri: '/brand/avatar.svg',
      email: 'sam@summit.test',
      phoneNumber: '3125550100',
      nmls: '765432',
    },
  };
}

function routes() {
  const api = installRoutes({
    [lo(ARG)]: { data: originator(ARG, 'Argument Officer') },
    [lo(QUERY)]: { data: originator(QUERY, 'Query Officer') },
    [lo(APP_REF)]: { data: originator(APP_REF, 'Application Officer') },
    [lo(UNKNOWN)]: NOT_FOUND,
  });
  // Only the lead portal's calls: the flags saga makes its own.
  return { leadCalls: () => api.calls.filter((c) => c.includes('/service-lead-portal/')) };
}

afterEach(() => jest.restoreAllMocks());

describe('loan officer lookup order', () => {
  it.each([
    ['the argument first', ARG, `?referrer=${QUERY}`, APP_REF, ARG],
    ['then the referrer query value', null, `?referrer=${QUERY}`, APP_REF, QUERY],
    ['then the application referrer', null, '', APP_REF, APP_REF],
    ['nothing to look up', null, '?referrer=not-a-uuid', null, null],
  ])('%s', (_name, argument, search, applicationRef, expected) => {
    expect(loanOfficerUuid(argument, search, applicationRef)).toBe(expected);
  });

  it('shows the card for the referrer in the URL before the application referrer', async () => {
    const { leadCalls } = routes();
    const { store } = renderWithProviders(<LoanOfficerSideCard />, { path: `/x?referrer=${QUERY}`, runSagas: true });
    store.dispatch(applicationLoaded(makeApplication({ referrer: { referrerUuid: APP_REF } })));
    expect(await screen.findByText('Query Officer')).toBeInTheDocument();
    expect(screen.getByText('Summit Brokers')).toBeInTheDocument();
    expect(screen.getByText('NMLS #765432')).toBeInTheDocument();
    expect(screen.getByText('(312) 555-0100')).toHaveAttribute('href', 'tel:3125550100');
    expect(screen.getByText('sam@summit.test')).toBeInTheDocument();
    expect(leadCalls()).toEqual([lo(QUERY)]);
  });

  it("falls back to the application's referrer", async () => {
    const { leadCalls } = routes();
    const { store } = renderWithProviders(<LoanOfficerSideCard />, { path: '/x', runSagas: true });
    expect(screen.queryByTestId('loan-officer-card')).not.toBeInTheDocument();
    store.dispatch(applicationLoaded(makeApplication({ referrer: { referrerUuid: APP_REF } })));
    expect(await screen.findByText('Application Officer')).toBeInTheDocument();
    expect(leadCalls()).toEqual([lo(APP_REF)]);
  });
});

describe('loan officer cache', () => {
  it('fetches once, serves the cache for 10 minutes, then fetches again', async () => {
    let now = Date.parse('2026-06-01T10:00:00Z');
    jest.spyOn(Date, 'now').mockImplementation(() => now);
    const { leadCalls } = routes();
    const { store, unmount } = renderWithProviders(<LoanOfficerSideCard uuid={ARG} />, { runSagas: true });
    expect(await screen.findByText('Argument Officer')).toBeInTheDocument();
    expect(leadCalls()).toEqual([lo(ARG)]);
    unmount();

    now += 9 * 60 * 1000 + 59 * 1000;
    store.dispatch(loanOfficerRequested({ uuid: ARG }));
    store.dispatch(loanOfficerRequested({ uuid: ARG }));
    await new Promise((resolve) => setTimeout(resolve, 20)); // room for a (wrong) fetch to go out
    expect(store.getState().loanOfficer.byUuid[ARG].status).toBe('loaded');
    expect(leadCalls()).toEqual([lo(ARG)]);

    now += 1000;
    store.dispatch(loanOfficerRequested({ uuid: ARG }));
    await waitFor(() => expect(leadCalls()).toEqual([lo(ARG), lo(ARG)]));
    await waitFor(() => expect(store.getState().loanOfficer.byUuid[ARG].fetchedAt).toBe(now));
  });

  it('keeps no card when the originator is unknown', async () => {
    routes();
    const unknown = UNKNOWN;
    const { store } = renderWithProviders(<LoanOfficerSideCard uuid={unknown} />, { runSagas: true });
    await waitFor(() => expect(store.getState().loanOfficer.byUuid[unknown]?.status).toBe('failed'));
    expect(screen.queryByTestId('loan-officer-card')).not.toBeInTheDocument();
  });
});

describe('loan officer placement', () => {
  it('is a side card on extra-wide screens and a top bar opening a drawer below that', async () => {
    routes();
    setViewportWidth(1440);
    const wide = renderWithProviders(
      <>
        <LoanOfficer placement="top" uuid={ARG} />
        <LoanOfficer placement="side" uuid={ARG} />
      </>,
      { runSagas: true },
    );
    expect(await screen.findByTestId('loan-officer-card')).toHaveTextContent('Argument Officer');
    expect(screen.queryByTestId('loan-officer-bar')).not.toBeInTheDocument();
    wide.unmount();

    setViewportWidth(1024);
    renderWithProviders(
      <>
        <LoanOfficer placement="top" uuid={ARG} />
        <LoanOfficer placement="side" uuid={ARG} />
      </>,
      { runSagas: true },
    );
    const bar = await screen.findByTestId('loan-officer-bar');
    expect(screen.queryByTestId('loan-officer-card')).not.toBeInTheDocument();
    fireEvent.click(within(bar).getByRole('button', { name: 'Contact Argument Officer' }));
    const drawer = await screen.findByRole('dialog', { name: 'Your loan officer' });
    expect(within(drawer).getByRole('link', { name: 'sam@summit.test' })).toHaveAttribute(
      'href',
      'mailto:sam@summit.test',
    );
  });
});
