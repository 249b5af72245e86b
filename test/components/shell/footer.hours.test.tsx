import { screen, within } from '@testing-library/react';
import Footer from '../../../src/shell/footer/Footer';
import { installRoutes } from '../support/mswServer';
import { renderWithProviders } from '../../utils/renderWithProviders';
import { OPS_PHONE_HOURS, PHONE_HOURS, STATE_LICENSES, stateLicenses } from './helpers';

describe('footer phone hours', () => {
  it('asks for the OPS_PHONE display hours and shows weekdays and the weekend window in Pacific time', async () => {
    const seen: unknown[] = [];
    installRoutes({
      [STATE_LICENSES]: { data: stateLicenses(['CA']) },
      [PHONE_HOURS]: (config) => {
        seen.push(config.params);
        return { data: OPS_PHONE_HOURS };
      },
    });
    renderWithProviders(<Footer />, { runSagas: true });
    const hours = await screen.findByTestId('phone-hours');
    expect(hours).toHaveAccessibleName('Phone hours (Pacific time)');
    const terms = within(hours)
      .getAllByRole('term')
      .map((t) => t.textContent);
    const definitions = within(hours)
      .getAllByRole('definition')
      .map((d) => d.textContent);
    expect(terms).toEqual(['Monday – Friday', 'Saturday – Sunday']);
    expect(definitions).toEqual(['6:00 AM – 6:00 PM PT', '8:00 AM – 5:00 PM PT']);
    expect(seen).toEqual([{ display: 'true' }]);
  });

  it('lists a closed day on its own and splits weekdays with different hours', async () => {
    const weekdays = OPS_PHONE_HOURS.weekdays.map((d) =>
      d.weekdayValue === 7 ? { ...d, isOpen: false } : d.weekdayValue === 5 ? { ...d, endTime: '12:30' } : d,
    );
    installRoutes({
      [STATE_LICENSES]: { data: stateLicenses(['CA']) },
      [PHONE_HOURS]: { data: { ...OPS_PHONE_HOURS, weekdays } },
    });
    renderWithProviders(<Footer />, { runSagas: true });
    const hours = await screen.findByTestId('phone-hours');
    const pairs = within(hours)
      .getAllByRole('term')
      .map((t, i) => `${t.textContent}: ${within(hours).getAllByRole('definition')[i].textContent}`);
    expect(pairs).toEqual([
      'Monday – Thursday: 6:00 AM – 6:00 PM PT',
      'Friday: 6:00 AM – 12:30 PM PT',
      'Saturday: 8:00 AM – 5:00 PM PT',
      'Sunday: Closed',
    ]);
  });

  it('falls back to a call-us line when the hours cannot be loaded', async () => {
    installRoutes({
      [STATE_LICENSES]: { data: stateLicenses(['CA']) },
      [PHONE_HOURS]: { status: 503, data: { errors: ['down'] } },
    });
    renderWithProviders(<Footer />, { runSagas: true });
    expect(await screen.findByText('Call us for our current hours.')).toBeInTheDocument();
  });
});
