// The server's first paint stays on screen while the app boots, in place of the session loader and the landing
// screen's spinner; any other page keeps the usual loaders.
import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { captureFirstPaint, FirstPaintMain, FirstPaintPage, resetFirstPaint } from '../../../src/app/firstPaint';

const SERVER_MARKUP =
  '<div class="fp-shell"><header><div class="fp-bar"><img alt="Hearth"></div></header>' +
  '<main class="fp-main"><div class="fp-card"><div class="fp-heading"><h1>Where is your home?</h1></div></div></main></div>';

function land(url: string, markup = SERVER_MARKUP) {
  window.history.replaceState(null, '', url);
  const container = document.createElement('div');
  container.innerHTML = markup;
  captureFirstPaint(container);
}

afterEach(() => resetFirstPaint());

describe('first paint while the app boots', () => {
  it('shows the whole server page in place of the session loader on the landing page', () => {
    land('/account/heloc/register');
    render(<FirstPaintPage fallback={<p>Loading</p>} />);
    expect(screen.getByRole('heading', { level: 1, name: 'Where is your home?' })).toBeInTheDocument();
    expect(document.querySelector('[data-first-paint] .fp-shell header .fp-bar')).not.toBeNull();
    expect(screen.queryByText('Loading')).not.toBeInTheDocument();
  });

  it('shows what was inside main in place of the screen’s spinner, only while on the landing page', () => {
    land('/account/heloc/register');
    const { unmount } = render(
      <MemoryRouter initialEntries={['/register?step=property-info']}>
        <FirstPaintMain fallback={<p>Loading</p>} />
      </MemoryRouter>,
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Where is your home?' })).toBeInTheDocument();
    // Inside the app's own main: no second header, no second main.
    expect(document.querySelector('[data-first-paint] header')).toBeNull();
    expect(document.querySelector('[data-first-paint] main')).toBeNull();
    unmount();
    render(
      <MemoryRouter initialEntries={['/register?step=name']}>
        <FirstPaintMain fallback={<p>Loading</p>} />
      </MemoryRouter>,
    );
    expect(screen.getByText('Loading')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { level: 1 })).not.toBeInTheDocument();
  });

  it('inside the application shell, shows only what the server put in the shell’s main column', () => {
    land(
      '/account/heloc/6f1c2b2e-1111-4222-8333-944445555666/liens',
      '<div class="fp-shell"><header></header><main class="fp-main"><div class="fp-grid"><div class="fp-column">' +
        '<div class="fp-heading"><h1>Confirm your existing liens</h1></div></div></div></main></div>',
    );
    const { unmount } = render(
      <MemoryRouter initialEntries={['/6f1c2b2e-1111-4222-8333-944445555666/liens']}>
        <FirstPaintMain inColumn fallback={<p>Loading</p>} />
      </MemoryRouter>,
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Confirm your existing liens' })).toBeInTheDocument();
    expect(document.querySelector('[data-first-paint] .fp-grid')).toBeNull();
    unmount();
    // Outside the shell (its chunk still loading), the whole of main, grid and all.
    render(
      <MemoryRouter initialEntries={['/6f1c2b2e-1111-4222-8333-944445555666/liens']}>
        <FirstPaintMain fallback={<p>Loading</p>} />
      </MemoryRouter>,
    );
    expect(document.querySelector('[data-first-paint] .fp-grid .fp-column h1')).not.toBeNull();
  });

  it('keeps the usual loaders when the server painted nothing', () => {
    land('/account/heloc/register', '');
    render(<FirstPaintPage fallback={<p>Loading</p>} />);
    expect(screen.getByText('Loading')).toBeInTheDocument();
  });
});
