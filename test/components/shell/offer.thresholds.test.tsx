import { screen, within } from '@testing-library/react';
import { OfferSection } from '../../../src/shell/OfferSection';
import { makeApplication } from '../../fixtures/application';
import { renderWithProviders } from '../../utils/renderWithProviders';

function facts() {
  const section = screen.getByTestId('offer-section');
  const terms = within(section)
    .getAllByRole('term')
    .map((t) => t.textContent);
  const values = within(section)
    .getAllByRole('definition')
    .map((d) => d.textContent);
  return Object.fromEntries(terms.map((t, i) => [t, values[i]]));
}

describe('offer section', () => {
  it.each([
    ['no term', { term: 0, rate: 8.25, amount: 100000 }],
    ['no rate', { term: 10, rate: 0, amount: 100000 }],
    ['no amount', { term: 10, rate: 8.25, amount: 0 }],
    ['a negative amount', { term: 10, rate: 8.25, amount: -5 }],
  ])('is hidden with %s', (_name, offer) => {
    renderWithProviders(<OfferSection application={makeApplication(offer)} />);
    expect(screen.queryByTestId('offer-section')).not.toBeInTheDocument();
  });

  it('shows APR with two decimals, the initial draw, the amortised monthly payment and the fixed term', () => {
    renderWithProviders(
      <OfferSection
        application={makeApplication({ term: 10, rate: 8, amount: 100000, uwCalculatedDrawAmount: null })}
      />,
    );
    expect(screen.getByRole('heading', { name: 'Your offer' })).toBeInTheDocument();
    // 100,000 over 120 months at 8%/12: 100000 × r / (1 − (1 + r)^−120) = 1,213.28
    expect(facts()).toEqual({
      APR: '8.00%',
      'Initial draw': '$100,000',
      'Monthly payment': '$1,213.28',
      'Fixed term': '10 years',
    });
  });

  it('shows the underwritten draw (line less fee) as the initial draw, the payment still amortised from the line', () => {
    renderWithProviders(
      <OfferSection
        application={makeApplication({ term: 5, rate: 7.6, amount: 50000, uwCalculatedDrawAmount: 48000 })}
      />,
    );
    // The spec amortises from term, rate and amount: 50,000 over 60 months at 7.6%/12 = 1,004.28
    expect(facts()).toMatchObject({ APR: '7.60%', 'Initial draw': '$48,000', 'Monthly payment': '$1,004.28' });
    expect(facts()['Fixed term']).toBe('5 years');
  });
});
