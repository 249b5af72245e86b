import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route } from 'react-router-dom';
import RegisterRoute from '../../../src/screens/register/RegisterRoute';
import { renderWithProviders } from '../../utils/renderWithProviders';

export const COMPLETE_DRAFT = {
  property: { street1: '1 Main St', city: 'Austin', state: 'TX', zip: '78701' },
  saleStatus: 'NOT_SELLING',
  employmentType: 'FULL_TIME',
  annualIncome: 120000,
  firstName: 'Pat',
  lastName: 'Lee',
  dob: '1980-01-01',
  email: 'pat@example.test',
  phone: '5551234567',
};

export function renderRegister(path = '/register') {
  const user = userEvent.setup();
  const utils = renderWithProviders(<Route path="/register" component={RegisterRoute} />, { path });
  return { user, ...utils };
}

export const stepOf = (search: string) => new URLSearchParams(search).get('step');

export async function fillAddress(user: ReturnType<typeof userEvent.setup>) {
  await user.type(await screen.findByLabelText(/street address/i), '1 Main St');
  await user.type(screen.getByLabelText(/^city/i), 'Austin');
  await user.selectOptions(screen.getByLabelText(/^state/i), 'TX');
  await user.type(screen.getByLabelText(/zip code/i), '78701');
}
