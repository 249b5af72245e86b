import { act, screen } from '@testing-library/react';
import { PDF_MAX_WIDTH, PdfViewer, READ_TO_END_THRESHOLD } from '../../../src/ui/pdf/PdfViewer';
import { LazyPdfViewer } from '../../../src/ui';
import { mockPdf, resetMockPdf } from '../../mocks/react-pdf';
import { renderUi } from './renderUi';

// A controllable IntersectionObserver: tests decide when the sentinel becomes visible.
class FakeObserver {
  static instances: FakeObserver[] = [];
  readonly targets: Element[] = [];
  disconnected = false;
  constructor(
    readonly callback: IntersectionObserverCallback,
    readonly options: IntersectionObserverInit = {},
  ) {
    FakeObserver.instances.push(this);
  }
  observe(target: Element) {
    this.targets.push(target);
  }
  unobserve() {}
  disconnect() {
    this.disconnected = true;
  }
  takeRecords() {
    return [];
  }
  fire(ratio: number) {
    const entries = this.targets.map(
      (target) => ({ target, isIntersecting: ratio > 0, intersectionRatio: ratio }) as IntersectionObserverEntry,
    );
    act(() => this.callback(entries, this as unknown as IntersectionObserver));
  }
}

const live = () => FakeObserver.instances.filter((o) => !o.disconnected);

beforeEach(() => {
  resetMockPdf();
  FakeObserver.instances = [];
  Object.defineProperty(window, 'IntersectionObserver', { value: FakeObserver, configurable: true, writable: true });
});

describe('PdfViewer', () => {
  it('renders every page at most 700 px wide, in a region named by the title', () => {
    mockPdf.numPages = 3;
    renderUi(<PdfViewer file="/docs/disclosure.pdf" title="HELOC early disclosure" />);
    expect(screen.getByRole('region', { name: 'HELOC early disclosure' })).toBeInTheDocument();
    const pages = screen.getAllByTestId('pdf-page');
    expect(pages.map((p) => p.textContent)).toEqual(['Page 1', 'Page 2', 'Page 3']);
    pages.forEach((p) => expect(Number(p.getAttribute('data-width'))).toBeLessThanOrEqual(PDF_MAX_WIDTH));
  });

  it('scales pages down to a narrower container', () => {
    const spy = jest.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(343);
    renderUi(<PdfViewer file="/docs/a.pdf" title="Agreement" />);
    expect(screen.getAllByTestId('pdf-page')[0]).toHaveAttribute('data-width', '343');
    spy.mockRestore();
  });

  it('calls onReadToEnd once, when the bottom sentinel is 25% visible', () => {
    const onReadToEnd = jest.fn();
    renderUi(<PdfViewer file="/docs/a.pdf" title="Agreement" onReadToEnd={onReadToEnd} />);
    const [observer] = live();
    expect(observer.options.threshold).toBe(READ_TO_END_THRESHOLD);
    expect(observer.targets).toEqual([screen.getByTestId('pdf-end')]);

    observer.fire(0.1);
    expect(onReadToEnd).not.toHaveBeenCalled();
    observer.fire(0.25);
    expect(onReadToEnd).toHaveBeenCalledTimes(1);
    expect(observer.disconnected).toBe(true);
    observer.fire(1);
    expect(onReadToEnd).toHaveBeenCalledTimes(1);
  });

  it('does not watch the end while the document is still loading, and shows a download link', () => {
    mockPdf.pending = true;
    renderUi(<PdfViewer file="/docs/a.pdf" title="Agreement" downloadUrl="/docs/a.pdf?download=1" />);
    expect(FakeObserver.instances).toHaveLength(0);
    expect(screen.getByRole('img', { name: 'Loading Agreement' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Download Agreement (PDF)' })).toHaveAttribute(
      'href',
      '/docs/a.pdf?download=1',
    );
    expect(screen.getByRole('region', { name: 'Agreement' })).toHaveAttribute('aria-busy', 'true');
  });

  it('shows an error with a download link when the PDF cannot be loaded', () => {
    mockPdf.fail = true;
    const onReadToEnd = jest.fn();
    renderUi(<PdfViewer file="/docs/broken.pdf" title="Agreement" onReadToEnd={onReadToEnd} />);
    expect(screen.getByText('We could not show this document')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Download Agreement (PDF)' })).toHaveAttribute('href', '/docs/broken.pdf');
    expect(screen.queryByTestId('pdf-end')).not.toBeInTheDocument();
    expect(FakeObserver.instances).toHaveLength(0);
    expect(onReadToEnd).not.toHaveBeenCalled();
  });
});

describe('LazyPdfViewer', () => {
  it('loads the viewer on demand and renders the document', async () => {
    renderUi(<LazyPdfViewer file="/docs/a.pdf" title="Agreement" />);
    expect(await screen.findAllByTestId('pdf-page')).toHaveLength(2);
    expect(screen.getByRole('region', { name: 'Agreement' })).toBeInTheDocument();
  });
});
