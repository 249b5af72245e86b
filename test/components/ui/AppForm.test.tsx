import { act, screen, waitFor } from '@testing-library/react';
import { FORM_ERROR } from 'final-form';
import * as yup from 'yup';
import { AppForm, ButtonLink, TextField } from '../../../src/ui';
import { renderUi } from './renderUi';

const schema = yup.object({
  firstName: yup.string().required('Required'),
  email: yup.string().required('Required').email('Enter a valid email'),
});

type Values = { firstName?: string; email?: string };

function renderForm(
  onSubmit: (v: Values) => unknown = jest.fn(),
  extra: Partial<Parameters<typeof AppForm<Values>>[0]> = {},
) {
  return renderUi(
    <AppForm<Values>
      schema={schema}
      onSubmit={onSubmit as (v: Values) => void}
      submitLabel="Continue"
      secondaryAction={
        <ButtonLink variant="secondary" href="/back">
          Back
        </ButtonLink>
      }
      {...extra}
    >
      <TextField name="firstName" label="First name" required />
      <TextField name="email" label="Email" type="email" />
    </AppForm>,
  );
}

describe('AppForm', () => {
  it('shows Required only after blur, not while the user has not left the field', async () => {
    const { user } = renderForm();
    const first = screen.getByLabelText('First name');
    expect(screen.queryByText('Required')).not.toBeInTheDocument();
    await user.click(first);
    expect(screen.queryByText('Required')).not.toBeInTheDocument();
    await user.tab();
    expect(screen.getByText('Required')).toBeInTheDocument();
    expect(first).toHaveAttribute('aria-invalid', 'true');
  });

  it.each([
    [false, 'smooth'],
    [true, 'auto'],
  ])(
    'scrolls to the first error smoothly only without a wish for less motion (reduce: %s)',
    async (reduce, behavior) => {
      const matchMedia = jest.fn((query: string) => ({ matches: reduce && query.includes('reduce'), media: query }));
      Object.defineProperty(window, 'matchMedia', { configurable: true, value: matchMedia });
      const scrollIntoView = jest.fn();
      Object.defineProperty(HTMLElement.prototype, 'scrollIntoView', { configurable: true, value: scrollIntoView });
      try {
        const { user } = renderForm();
        await user.click(screen.getByRole('button', { name: 'Continue' }));
        expect(scrollIntoView).toHaveBeenCalledWith({ block: 'center', behavior });
        expect(matchMedia).toHaveBeenCalledWith('(prefers-reduced-motion: reduce)');
      } finally {
        delete (window as { matchMedia?: unknown }).matchMedia;
        delete (HTMLElement.prototype as { scrollIntoView?: unknown }).scrollIntoView;
      }
    },
  );

  it('puts the secondary action before the submit button in the page, as on screen', () => {
    renderForm();
    const back = screen.getByRole('link', { name: 'Back' });
    const submit = screen.getByRole('button', { name: 'Continue' });
    expect(back.compareDocumentPosition(submit) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it('on an invalid submit shows every error, focuses the first invalid field, and does not submit', async () => {
    const onSubmit = jest.fn();
    const { user } = renderForm(onSubmit);
    await user.type(screen.getByLabelText('Email'), 'bad');
    // Put focus elsewhere so moving it is observable.
    act(() => screen.getByRole('link', { name: 'Back' }).focus());
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(onSubmit).not.toHaveBeenCalled();
    expect(screen.getByText('Required')).toBeInTheDocument();
    expect(screen.getByText('Enter a valid email')).toBeInTheDocument();
    expect(screen.getByLabelText('First name')).toHaveFocus();
  });

  it('focuses the first invalid field in page order even when a later one was registered first', async () => {
    const { user } = renderForm();
    await user.type(screen.getByLabelText('First name'), 'Ann');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(screen.getByLabelText('Email')).toHaveFocus();
  });

  it('shows the FORM_ERROR submission error in an alert above the submit button', async () => {
    const { user } = renderForm(async () => ({ [FORM_ERROR]: 'We could not save your details.' }));
    await user.type(screen.getByLabelText('First name'), 'Ann');
    await user.type(screen.getByLabelText('Email'), 'ann@example.com');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('We could not save your details.');
    expect(alert.compareDocumentPosition(screen.getByRole('button', { name: 'Continue' }))).toBe(
      Node.DOCUMENT_POSITION_FOLLOWING,
    );
  });

  it('a rejected onSubmit becomes an alert instead of an unhandled error', async () => {
    const { user } = renderForm(async () => {
      throw new Error('Network Error');
    });
    await user.type(screen.getByLabelText('First name'), 'Ann');
    await user.type(screen.getByLabelText('Email'), 'ann@example.com');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Network Error');
  });

  it('shows a busy button and calls onSubmit once on a double click while pending', async () => {
    let resolve: () => void = () => undefined;
    const onSubmit = jest.fn(() => new Promise<void>((r) => (resolve = r)));
    const { user } = renderForm(onSubmit);
    await user.type(screen.getByLabelText('First name'), 'Ann');
    await user.type(screen.getByLabelText('Email'), 'ann@example.com');
    await user.dblClick(screen.getByRole('button', { name: 'Continue' }));
    await user.keyboard('{Enter}');
    const button = screen.getByRole('button', { name: /Continue/ });
    expect(button).toHaveAttribute('aria-busy', 'true');
    expect(button).toBeDisabled();
    expect(button).toHaveTextContent('Loading');
    expect(onSubmit).toHaveBeenCalledTimes(1);
    expect(onSubmit).toHaveBeenCalledWith({ firstName: 'Ann', email: 'ann@example.com' });
    await act(async () => resolve());
    await waitFor(() => expect(screen.getByRole('button', { name: 'Continue' })).not.toHaveAttribute('aria-busy'));
  });

  it('shows a server field error returned by onSubmit and focuses that field', async () => {
    const { user } = renderForm(async () => ({ email: 'This email is already registered' }));
    await user.type(screen.getByLabelText('First name'), 'Ann');
    await user.type(screen.getByLabelText('Email'), 'ann@example.com');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByText('This email is already registered')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByLabelText('Email')).toHaveFocus());
  });

  it('reports value changes through onValuesChange (drafts) and uses initial values', async () => {
    const onValuesChange = jest.fn();
    const { user } = renderForm(jest.fn(), { onValuesChange, initialValues: { firstName: 'Jo' } });
    expect(screen.getByLabelText('First name')).toHaveValue('Jo');
    await user.type(screen.getByLabelText('Email'), 'j@x.io');
    expect(onValuesChange).toHaveBeenLastCalledWith({ firstName: 'Jo', email: 'j@x.io' });
  });

  it('renders a form with noValidate and the given id', () => {
    const { container } = renderForm(jest.fn(), { formId: 'contact-form' });
    const form = container.querySelector('form');
    expect(form).toHaveAttribute('id', 'contact-form');
    expect(form).toHaveAttribute('novalidate');
  });
});
