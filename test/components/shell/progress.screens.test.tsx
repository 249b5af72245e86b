// The step indicator on every screen under /{uuid}: the application shell rendered at the screen's path, with the
// flow state at 'ach' (progress ID_UPLOAD, "Verify Identity") — the state the bank screens used to show as their
// step. The screen's own step is marked current; screens that belong to no step show the flow state's; declines,
// adverse action notices and the timeout show no progress and no "Funding in as little as five days".
import { act, screen, within } from '@testing-library/react';
import { PROGRESS_STEPS } from '../../../src/domain/progress';
import ApplicationShell from '../../../src/shell/ApplicationShell';
import { applicationLoaded } from '../../../store/applications';
import { makeApplication } from '../../fixtures/application';
import { SCREENS } from '../../fixtures/screenSteps';
import { renderWithProviders } from '../../utils/renderWithProviders';

const APP_UUID = 'aaaaaaaa-bbbb-4ccc-8ddd-eeeeeeeeeeee';
const LABELS = PROGRESS_STEPS(false).map((s) => s.label);
const FLOW_STEP = 4; // 'ach' is ID_UPLOAD

function renderAt(path: string) {
  const { store } = renderWithProviders(<ApplicationShell>the screen</ApplicationShell>, {
    path,
    authenticated: true,
    preloadedState: { flow: { applicationUuid: APP_UUID, current: 'ach', transitions: [] } },
  });
  act(() => void store.dispatch(applicationLoaded(makeApplication({ uuid: APP_UUID }))));
}

describe.each(Object.entries(SCREENS))('/{uuid}/%s', (path, expected) => {
  it(
    expected === 'hidden'
      ? 'shows no progress and no funding promise'
      : `marks ${expected === 'flow' ? "the flow state's step" : `step ${expected[0]}`} current`,
    () => {
      renderAt(`/${APP_UUID}/${path}`);
      const progress = screen.queryByRole('navigation', { name: 'Application progress' });
      if (expected === 'hidden') {
        expect(progress).toBeNull();
        expect(screen.queryByText(/in as little as five days/)).toBeNull();
        // The rest of the sidebar stays: help, the support contact.
        expect(screen.getByRole('heading', { name: 'Need help?' })).toBeInTheDocument();
        return;
      }
      expect(progress).not.toBeNull();
      const current = within(progress!)
        .getAllByRole('listitem')
        .filter((li) => li.getAttribute('aria-current') === 'step');
      expect(current).toHaveLength(1);
      const [step, note] = expected === 'flow' ? [FLOW_STEP, null] : expected;
      expect(current[0]).toHaveTextContent(new RegExp(`^${LABELS[step]}`));
      if (note) expect(within(current[0]).getByTestId('current-step-note')).toHaveTextContent(`Now: ${note}`);
      else expect(within(progress!).queryByTestId('current-step-note')).toBeNull();
      // The steps before are ticked, for screen readers too.
      const items = within(progress!).getAllByRole('listitem');
      expect(items.filter((li) => li.textContent?.includes('(completed)'))).toHaveLength(step);
      expect(screen.getByText(/in as little as five days/)).toBeInTheDocument();
    },
  );
});

it('the bank screens are Link Income Sources, with the bank accounts named under it', () => {
  renderAt(`/${APP_UUID}/bank/disburse`);
  const progress = screen.getByRole('navigation', { name: 'Application progress' });
  const current = within(progress).getByText('Link Income Sources').closest('li');
  expect(current).toHaveAttribute('aria-current', 'step');
  expect(current).toHaveTextContent('Link Income SourcesNow: Bank accounts');
  expect(within(progress).getByText('Verify Identity').closest('li')).not.toHaveAttribute('aria-current');
});

it('the insurance screens are past the notary step, on the way to funding', () => {
  renderAt(`/${APP_UUID}/insurance/upload`);
  const progress = screen.getByRole('navigation', { name: 'Application progress' });
  expect(within(progress).getByText('Talk to eNotary').closest('li')).toHaveTextContent('(completed)');
  expect(within(progress).getByText('Funded').closest('li')).toHaveTextContent('FundedNow: Proof of insurance');
});
