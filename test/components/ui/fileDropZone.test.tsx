// The upload drop zone (src/ui/forms/FileField.tsx) inside an AppForm, as a borrower meets it: the labelled file
// input opens the picker on Enter and Space, a file dragged over shows the drag-over state and is taken on drop,
// a file of a kind or size the server would refuse is not kept and the reason is announced, Remove and Replace,
// the image thumbnail (its object URL revoked when it goes) and the PDF's first page, the upload's percentage from
// the store, the submit button not active without a valid file, and no axe violations.
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import { Provider } from 'react-redux';
import * as yup from 'yup';
import { CHOOSE_FILE, DOCUMENT_MAX_BYTES, FILE_TOO_LARGE, FILE_TYPE_NOT_ALLOWED } from '../../../src/domain/documents';
import { documentFileField } from '../../../src/domain/validation/documents';
import { AppForm } from '../../../src/ui';
import { FileField } from '../../../src/connected/forms/FileField';
import { holdFiles } from '../../../store/form';
import { uploadProgressCleared, uploadProgressed } from '../../../store/ui';
import { resetMockPdf } from '../../mocks/react-pdf';
import { makeTestStore } from '../../utils/renderWithProviders';
import { renderUi } from './renderUi';

const LABEL = 'Declarations page';
const schema = yup.object({ file: documentFileField() });

function renderZone(onSubmit = jest.fn()) {
  const { store } = makeTestStore();
  const view = renderUi(
    <Provider store={store}>
      <AppForm<{ file: File | null }>
        schema={schema}
        onSubmit={onSubmit}
        submitLabel="Upload page"
        submitNeeds={['file']}
      >
        <FileField name="file" label={LABEL} hint="A PDF from your insurer." />
      </AppForm>
    </Provider>,
  );
  const input = screen.getByLabelText(LABEL) as HTMLInputElement;
  const zone = input.closest('[data-file-drop-zone]') as HTMLElement;
  return { ...view, store, input, zone, onSubmit };
}

const png = (name = 'front.png', bytes = 2048) => new File(['x'.repeat(bytes)], name, { type: 'image/png' });
const pdf = (name = 'declarations.pdf') => new File(['%PDF-1.7 one page'], name, { type: 'application/pdf' });

/** A file of `size` bytes without allocating it. */
function sized(file: File, size: number): File {
  Object.defineProperty(file, 'size', { value: size });
  return file;
}

/** The name of the file the zone holds, as it shows it; null when it holds none. */
const shownFile = (zone: HTMLElement) => zone.querySelector('[data-file-name]')?.textContent ?? null;

/** What a drag of these files carries (jsdom has no DataTransfer). */
const transfer = (files: File[]) => ({ dataTransfer: { files, types: ['Files'], dropEffect: 'none' } });

async function axeViolations(container: Element): Promise<string[]> {
  const result = await axe.run(container, { rules: { 'color-contrast': { enabled: false } } });
  return result.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

let created: string[] = [];
let revoked: string[] = [];
beforeEach(() => {
  created = [];
  revoked = [];
  resetMockPdf();
  // jsdom has no object URLs.
  URL.createObjectURL = jest.fn(() => {
    const url = `blob:preview-${created.length + 1}`;
    created.push(url);
    return url;
  });
  URL.revokeObjectURL = jest.fn((url: string) => {
    revoked.push(url);
  });
});
afterEach(() => {
  delete (URL as { createObjectURL?: unknown }).createObjectURL;
  delete (URL as { revokeObjectURL?: unknown }).revokeObjectURL;
});

describe('the upload drop zone', () => {
  it('is a labelled file input, described by its hint, that opens the picker on Enter and on Space', async () => {
    const { input, user } = renderZone();
    expect(input).toHaveAttribute('type', 'file');
    expect(input).toHaveAccessibleDescription(/A PDF from your insurer\. PDF, PNG, JPEG or HEIC, up to 10 MB\./);
    const click = jest.spyOn(input, 'click').mockImplementation(() => undefined);
    await user.tab();
    expect(input).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(click).toHaveBeenCalledTimes(1);
    await user.keyboard(' ');
    expect(click).toHaveBeenCalledTimes(2);
    // Any other key does nothing.
    await user.keyboard('a');
    expect(click).toHaveBeenCalledTimes(2);
  });

  it('shows the drag-over state while a file is over it, and takes the dropped file with its name and size', async () => {
    const { zone, input } = renderZone();
    expect(zone).not.toHaveAttribute('data-drag-over');
    fireEvent.dragEnter(zone, transfer([png()]));
    fireEvent.dragOver(zone, transfer([png()]));
    expect(zone).toHaveAttribute('data-drag-over', 'true');
    expect(within(zone).getByText('Drop the file to add it')).toBeInTheDocument();
    fireEvent.dragLeave(zone, { relatedTarget: document.body });
    expect(zone).not.toHaveAttribute('data-drag-over');

    fireEvent.dragOver(zone, transfer([png('license.png', 1536)]));
    fireEvent.drop(zone, transfer([png('license.png', 1536)]));
    expect(zone).not.toHaveAttribute('data-drag-over');
    expect(shownFile(zone)).toBe('license.png');
    expect(within(zone).getByText('1.5 KB')).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Chosen: license.png, 1.5 KB.');
    // The chosen file's name and size describe the input too.
    expect(input).toHaveAccessibleDescription(/license\.png 1\.5 KB/);
  });

  it('refuses a file of another kind, picked or dropped: not kept, the reason announced and on the input', async () => {
    const { zone, input } = renderZone();
    const user = userEvent.setup({ applyAccept: false });
    await user.upload(input, new File(['notes'], 'notes.txt', { type: 'text/plain' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(`${FILE_TYPE_NOT_ALLOWED}: notes.txt is not a PDF, PNG, JPEG or HEIC file.`);
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription(new RegExp(FILE_TYPE_NOT_ALLOWED));
    expect(shownFile(zone)).toBeNull();
    expect(screen.queryByRole('button', { name: /^Remove/ })).not.toBeInTheDocument();

    fireEvent.drop(zone, transfer([new File(['MZ'], 'setup.exe', { type: 'application/x-msdownload' })]));
    expect(screen.getByRole('alert')).toHaveTextContent('setup.exe is not a PDF, PNG, JPEG or HEIC file');

    // A good file clears the refusal.
    fireEvent.drop(zone, transfer([pdf()]));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(input).not.toHaveAttribute('aria-invalid');
  });

  it('refuses a file over the size limit, and more than one file at a time', async () => {
    const { zone, input, user } = renderZone();
    await user.upload(input, sized(png('huge.png'), DOCUMENT_MAX_BYTES + 1));
    expect(await screen.findByRole('alert')).toHaveTextContent(`${FILE_TOO_LARGE}, and huge.png is 10 MB`);
    expect(shownFile(zone)).toBeNull();
    expect(input.value).toBe('');

    // Exactly the limit is accepted, as the server does.
    await user.upload(input, sized(png('limit.png'), DOCUMENT_MAX_BYTES));
    expect(shownFile(zone)).toBe('limit.png');

    fireEvent.drop(zone, transfer([png('a.png'), png('b.png')]));
    expect(screen.getByRole('alert')).toHaveTextContent('Send one file at a time');
    expect(shownFile(zone)).toBeNull();
  });

  it('removes the file (focus back on the input) and replaces it through the picker', async () => {
    const { zone, input, user } = renderZone();
    await user.upload(input, png('first.png'));
    const click = jest.spyOn(input, 'click');
    await user.click(screen.getByRole('button', { name: 'Replace first.png' }));
    expect(click).toHaveBeenCalledTimes(1);
    await user.upload(input, pdf('second.pdf'));
    expect(shownFile(zone)).toBe('second.pdf');

    await user.click(screen.getByRole('button', { name: 'Remove second.pdf' }));
    expect(shownFile(zone)).toBeNull();
    expect(input).toHaveFocus();
    expect(screen.getByRole('status')).toHaveTextContent('Removed second.pdf.');
    // Back to the prompt.
    expect(within(zone).getByText('Choose a file')).toBeInTheDocument();
  });

  it('previews an image from an object URL, revoked when the file is replaced or removed', async () => {
    const { input, user } = renderZone();
    await user.upload(input, png('front.png'));
    const preview = screen.getByRole('img', { name: 'Preview of front.png' });
    expect(preview).toHaveAttribute('data-preview', 'image');
    expect(preview.querySelector('img')).toHaveAttribute('src', 'blob:preview-1');
    await user.upload(input, png('back.png'));
    expect(screen.getByRole('img', { name: 'Preview of back.png' }).querySelector('img')).toHaveAttribute(
      'src',
      'blob:preview-2',
    );
    expect(revoked).toEqual(['blob:preview-1']);
    await user.click(screen.getByRole('button', { name: 'Remove back.png' }));
    expect(revoked).toEqual(['blob:preview-1', 'blob:preview-2']);
  });

  it('previews a PDF by its first page, drawn by the lazily loaded viewer, and no object URL', async () => {
    const { input, user } = renderZone();
    await user.upload(input, pdf());
    const preview = screen.getByRole('img', { name: 'Preview of the first page of declarations.pdf' });
    expect(preview).toHaveAttribute('data-preview', 'pdf');
    const page = await within(preview).findByTestId('pdf-page');
    expect(page).toHaveTextContent('Page 1');
    expect(page).toHaveAttribute('data-width', '72');
    expect(created).toEqual([]);
  });

  it('shows the upload’s percentage from the store while it goes out, then the file alone again', async () => {
    const { input, user, store, zone } = renderZone();
    const file = png('front.png');
    await user.upload(input, file);
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
    // What useSubmit and the upload saga do: the file is held under its request id, the saga puts the progress.
    holdFiles('req-7', { file });
    act(() => {
      store.dispatch(uploadProgressed({ requestId: 'req-7', loaded: 450, total: 1000 }));
    });
    const bar = screen.getByRole('progressbar', { name: 'Uploading front.png' });
    expect(bar).toHaveAttribute('value', '45');
    expect(screen.getByText('Uploading… 45%')).toBeInTheDocument();
    act(() => {
      store.dispatch(uploadProgressed({ requestId: 'req-7', loaded: 1000, total: 1000 }));
    });
    expect(bar).toHaveAttribute('value', '100');
    act(() => {
      store.dispatch(uploadProgressCleared({ requestId: 'req-7' }));
    });
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
    expect(shownFile(zone)).toBe('front.png');
  });

  it('keeps the submit button unavailable, saying why, until a valid file is chosen; a press does not submit', async () => {
    const { input, user, onSubmit } = renderZone();
    const button = screen.getByRole('button', { name: 'Upload page' });
    expect(button).toHaveAttribute('aria-disabled', 'true');
    expect(button).toHaveAccessibleDescription(CHOOSE_FILE);
    await user.click(button);
    expect(onSubmit).not.toHaveBeenCalled();
    // The press shows the field's error and takes the borrower to it.
    expect(input).toHaveFocus();
    expect(input).toHaveAttribute('aria-invalid', 'true');

    await user.upload(input, pdf());
    expect(button).not.toHaveAttribute('aria-disabled');
    expect(button).not.toHaveAccessibleDescription();
    await user.click(button);
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit.mock.calls[0][0].file).toBeInstanceOf(File);
    expect(onSubmit.mock.calls[0][0].file.name).toBe('declarations.pdf');
  });

  it('has no axe violations empty, with a file and progress, and with a refusal', async () => {
    const { container, input, user, store, zone } = renderZone();
    expect(await axeViolations(container)).toEqual([]);
    const file = png();
    await user.upload(input, file);
    holdFiles('req-axe', { file });
    act(() => {
      store.dispatch(uploadProgressed({ requestId: 'req-axe', loaded: 10, total: 100 }));
    });
    expect(await axeViolations(container)).toEqual([]);
    fireEvent.drop(zone, transfer([new File(['x'], 'notes.txt', { type: 'text/plain' })]));
    expect(await axeViolations(container)).toEqual([]);
  });
});
