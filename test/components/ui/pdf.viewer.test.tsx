// The viewer's reading aids: the HTML version beside the PDF, the zoom control and its announcement, and the
// download link.
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { PDF_MAX_WIDTH, PdfViewer } from '../../../src/ui/pdf/PdfViewer';
import { resetMockPdf } from '../../mocks/react-pdf';
import { renderUi } from './renderUi';

const HTML =
  '<!doctype html><html lang="en-US"><head><title>Application Summary</title></head><body><main>' +
  '<header><h1>Application Summary</h1><p>Hearth Lending | NMLS #1</p></header>' +
  '<h2>Applicant</h2><dl><div><dt>Name</dt><dd>Zoë &lt;b&gt;Rivera&lt;/b&gt;</dd></div></dl>' +
  '<h2>Requested line</h2><table><thead><tr><th scope="col">Item</th><th scope="col" class="num">Amount</th></tr></thead>' +
  '<tbody><tr><td>Credit line requested</td><td class="num">$100,000.00</td></tr></tbody></table>' +
  '<img src="x" onerror="window.__hacked = true"><script>window.__hacked = true</script>' +
  '</main><footer><p>Hearth Lending - NMLS #1</p></footer></body></html>';

function setWide(wide: boolean) {
  Object.defineProperty(window, 'matchMedia', {
    configurable: true,
    writable: true,
    value: (query: string) => ({
      matches: !wide && query.includes('max-width'),
      addEventListener() {},
      removeEventListener() {},
    }),
  });
}

beforeEach(() => {
  resetMockPdf();
  setWide(false);
});
afterAll(() => {
  delete (window as { matchMedia?: unknown }).matchMedia;
});

const status = () => screen.getByRole('status');

describe('PdfViewer: the text version', () => {
  it('opens as text on a narrow screen, focusable, with real headings, lists and tables under the page heading', () => {
    renderUi(<PdfViewer file="blob:doc" title="Application Summary" html={HTML} headingLevel={2} />);
    const text = screen.getByTestId('pdf-text-version');
    expect(text).toHaveAttribute('tabindex', '0');
    expect(text).toHaveAccessibleName('Application Summary, text version');
    const inText = within(text);
    expect(inText.getByRole('heading', { level: 3, name: 'Application Summary' })).toBeInTheDocument();
    expect(inText.getByRole('heading', { level: 4, name: 'Applicant' })).toBeInTheDocument();
    expect(inText.getByRole('columnheader', { name: 'Amount' })).toBeInTheDocument();
    expect(inText.getByRole('cell', { name: '$100,000.00' })).toBeInTheDocument();
    expect(inText.getByRole('definition')).toHaveTextContent('Zoë <b>Rivera</b>');
    expect(text).toHaveTextContent('Hearth Lending - NMLS #1');
    expect(screen.queryByTestId('pdf-page')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Read as text' })).toHaveAttribute('aria-pressed', 'true');
  });

  it('keeps nothing of the HTML that could run or load: no img, no script, no handler', () => {
    renderUi(<PdfViewer file="blob:doc" title="Application Summary" html={HTML} />);
    const text = screen.getByTestId('pdf-text-version');
    expect(text.querySelector('img, script, b, [onerror]')).toBeNull();
    expect((window as { __hacked?: boolean }).__hacked).toBeUndefined();
  });

  it('opens the PDF first on a wide screen, and switches between the two with an announcement', async () => {
    setWide(true);
    const user = userEvent.setup();
    renderUi(<PdfViewer file="blob:doc" title="Application Summary" html={HTML} />);
    expect(screen.getAllByTestId('pdf-page')).toHaveLength(2);
    expect(screen.getByRole('button', { name: 'PDF' })).toHaveAttribute('aria-pressed', 'true');

    await user.click(screen.getByRole('button', { name: 'Read as text' }));
    expect(screen.getByTestId('pdf-text-version')).toBeInTheDocument();
    expect(screen.queryByTestId('pdf-page')).not.toBeInTheDocument();
    expect(status()).toHaveTextContent('Showing Application Summary as text');

    await user.click(screen.getByRole('button', { name: 'PDF' }));
    expect(screen.getAllByTestId('pdf-page')).toHaveLength(2);
    expect(status()).toHaveTextContent('Showing Application Summary as a PDF');
  });

  it('offers no toggle without an HTML version, but still the zoom and the download', () => {
    renderUi(<PdfViewer file="blob:doc" title="Agreement" />);
    expect(screen.queryByRole('button', { name: 'Read as text' })).not.toBeInTheDocument();
    expect(screen.getAllByTestId('pdf-page')).toHaveLength(2);
    expect(screen.getByRole('group', { name: 'Zoom' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Download Agreement (PDF)' })).toBeInTheDocument();
  });
});

describe('PdfViewer: download and zoom', () => {
  it('links the PDF for download under its file name', () => {
    renderUi(
      <PdfViewer file="blob:http://localhost/doc" title="Application Summary" fileName="application-summary.pdf" />,
    );
    const link = screen.getByRole('link', { name: 'Download Application Summary (PDF)' });
    expect(link).toHaveAttribute('href', 'blob:http://localhost/doc');
    expect(link).toHaveAttribute('download', 'application-summary.pdf');
  });

  it('zooms the pages in and out from the keyboard, shows and announces the level, and fits the width again', async () => {
    setWide(true);
    const user = userEvent.setup();
    renderUi(<PdfViewer file="blob:doc" title="Agreement" />);
    const width = () => Number(screen.getAllByTestId('pdf-page')[0].getAttribute('data-width'));
    expect(width()).toBe(PDF_MAX_WIDTH);
    expect(screen.getByTestId('pdf-zoom-level')).toHaveTextContent('Fit width');

    screen.getByRole('button', { name: 'Zoom in' }).focus();
    await user.keyboard('{Enter}');
    expect(width()).toBe(Math.round(PDF_MAX_WIDTH * 1.25));
    expect(screen.getByTestId('pdf-zoom-level')).toHaveTextContent('125%');
    expect(status()).toHaveTextContent('Zoom 125%');
    // Wider than the viewer: the pages scroll in their own focusable box, never the page.
    expect(screen.getByRole('group', { name: 'Zoom' })).toBeInTheDocument();
    expect(screen.getByLabelText('Agreement pages')).toHaveAttribute('tabindex', '0');

    await user.keyboard(' ');
    expect(screen.getByTestId('pdf-zoom-level')).toHaveTextContent('150%');

    screen.getByRole('button', { name: 'Zoom out' }).focus();
    for (let i = 0; i < 8; i += 1) await user.keyboard('{Enter}');
    expect(screen.getByTestId('pdf-zoom-level')).toHaveTextContent('50%');
    expect(width()).toBe(PDF_MAX_WIDTH / 2);

    await user.click(screen.getByRole('button', { name: 'Fit width' }));
    expect(width()).toBe(PDF_MAX_WIDTH);
    expect(status()).toHaveTextContent('Zoom: fit width');
  });

  it('zooms the text version too', async () => {
    const user = userEvent.setup();
    renderUi(<PdfViewer file="blob:doc" title="Application Summary" html={HTML} />);
    const size = () => getComputedStyle(screen.getByTestId('pdf-text-version')).fontSize;
    expect(size()).toBe('1rem');
    await user.click(screen.getByRole('button', { name: 'Zoom in' }));
    await user.click(screen.getByRole('button', { name: 'Zoom in' }));
    expect(size()).toBe('1.5rem');
    await act(async () => {
      await user.click(screen.getByRole('button', { name: 'Fit width' }));
    });
    expect(size()).toBe('1rem');
  });
});
