import { act, fireEvent, screen } from '@testing-library/react';
import * as yup from 'yup';
import { AppForm, BellIcon, ChevronIcon, FullScreenLoader, IconButton, MenuIcon, TextAreaField } from '../../../src/ui';
import { LoaderHost } from '../../../src/connected';
import { loadingChanged } from '../../../store/ui';
import { renderWithProviders } from '../../utils/renderWithProviders';
import { sampleOrg } from '../../utils/sampleOrg';
import { renderUi } from './renderUi';

describe('TextAreaField', () => {
  const schema = yup.object({ message: yup.string().required('Tell us what you think') });

  it('is labelled, counts characters against maxLength and describes the count', async () => {
    const onSubmit = jest.fn();
    const { user } = renderUi(
      <AppForm schema={schema} onSubmit={onSubmit} submitLabel="Send">
        <TextAreaField name="message" label="Message" hint="No account numbers, please" maxLength={20} required />
      </AppForm>,
    );
    const box = screen.getByRole('textbox', { name: 'Message' });
    expect(box.tagName).toBe('TEXTAREA');
    expect(box).toHaveAttribute('maxlength', '20');
    expect(box).toHaveAttribute('aria-required', 'true');
    expect(screen.getByText('0 of 20 characters')).toBeInTheDocument();
    await user.type(box, 'Great service');
    expect(screen.getByText('13 of 20 characters')).toBeInTheDocument();
    expect(box).toHaveAccessibleDescription('No account numbers, please 13 of 20 characters');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(onSubmit).toHaveBeenCalledWith({ message: 'Great service' });
  });

  it('shows the error with the count and no count without maxLength', async () => {
    const { user } = renderUi(
      <AppForm schema={schema} onSubmit={jest.fn()} submitLabel="Send">
        <TextAreaField name="message" label="Message" />
      </AppForm>,
    );
    await user.click(screen.getByRole('button', { name: 'Send' }));
    const box = screen.getByRole('textbox', { name: 'Message' });
    expect(box).toHaveAttribute('aria-invalid', 'true');
    expect(box).toHaveAccessibleDescription('Error: Tell us what you think');
    expect(screen.queryByText(/characters/)).not.toBeInTheDocument();
  });
});

describe('IconButton and icons', () => {
  it('is named by its label, with a decorative icon and a counted badge', () => {
    const onClick = jest.fn();
    renderUi(
      <>
        <IconButton label="Notifications" icon={<BellIcon />} badge={3} onClick={onClick} />
        <IconButton label="Menu" icon={<MenuIcon />} />
      </>,
    );
    const bell = screen.getByRole('button', { name: 'Notifications (3)' });
    expect(bell).toHaveAttribute('type', 'button');
    expect(bell.querySelector('svg')).toHaveAttribute('aria-hidden', 'true');
    fireEvent.click(bell);
    expect(onClick).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('button', { name: 'Menu' })).toBeInTheDocument();
  });

  it('an icon with a title is an image with that name', () => {
    renderUi(<ChevronIcon direction="right" title="Next" />);
    expect(screen.getByRole('img', { name: 'Next' })).toHaveAttribute('data-icon', 'chevron-right');
  });
});

describe('FullScreenLoader logos', () => {
  it('falls back to the default logo when there is none or it fails to load', () => {
    const { rerender } = renderUi(<FullScreenLoader visible logoUrl="" logoAlt="Example Lender" />);
    expect(screen.getByTestId('default-logo')).toHaveAccessibleName('Example Lender');
    rerender(<FullScreenLoader visible logoUrl="/brand/missing.svg" logoAlt="Example Lender" />);
    const img = screen.getByRole('img', { name: 'Example Lender' });
    expect(img.tagName).toBe('IMG');
    fireEvent.error(img);
    expect(screen.getByTestId('default-logo')).toBeInTheDocument();
  });

  it('LoaderHost shows the organisation logo while the store is fetching', () => {
    const { store } = renderWithProviders(<LoaderHost />);
    expect(screen.queryByTestId('full-screen-loader')).not.toBeInTheDocument();
    act(() => {
      store.dispatch(loadingChanged({ fetching: true, message: 'Getting your offers' }));
    });
    expect(screen.getByRole('status')).toHaveTextContent('Getting your offers');
    expect(screen.getByRole('img', { name: sampleOrg.brand.logoAlt })).toHaveAttribute('src', sampleOrg.brand.logoUrl);
  });
});
