// The brand's font files apply only once the app's first screen is on screen (src/app/renderApp.tsx), so the app's
// first screen is drawn in the same fallback faces as the server's paint it replaces.
import { act } from '@testing-library/react';
import { useState } from 'react';
import { applyBrandFontFiles, FONTS_SAFETY_MS, renderApp } from '../../../src/app/renderApp';

describe('renderApp and the brand font files', () => {
  beforeEach(() => {
    document.head.innerHTML =
      '<style id="brand-fonts">@font-face{font-family:"Inter fallback"}</style>' +
      '<style id="brand-font-files" media="print" data-after-first-paint>@font-face{font-family:Inter}</style>';
    document.body.innerHTML = '<div id="root"></div>';
    jest.useFakeTimers();
  });
  afterEach(() => jest.useRealTimers());

  const files = () => document.getElementById('brand-font-files') as HTMLStyleElement;

  it('applies the font files a frame after the first screen commits, not before', async () => {
    const container = document.getElementById('root') as HTMLElement;
    await act(async () => {
      renderApp(container, <h1>Tell us about yourself</h1>);
    });
    expect(container.textContent).toBe('Tell us about yourself');
    // Committed, but the frame after it has not run yet: still print-only.
    expect(files().getAttribute('media')).toBe('print');
    await act(async () => {
      jest.runAllTimers();
    });
    expect(files().hasAttribute('media')).toBe(false);
    // The fallback faces were never deferred and are left as they are.
    expect(document.getElementById('brand-fonts')?.hasAttribute('media')).toBe(false);
  });

  it('waits while the server’s painted markup stands in for the screen, and applies once the screen replaces it', async () => {
    let showScreen: () => void = () => undefined;
    function Landing() {
      const [ready, setReady] = useState(false);
      showScreen = () => setReady(true);
      return ready ? <h1>Tell us about yourself</h1> : <div data-first-paint="">painted</div>;
    }
    const container = document.getElementById('root') as HTMLElement;
    await act(async () => {
      renderApp(container, <Landing />);
    });
    await act(async () => {
      jest.advanceTimersByTime(FONTS_SAFETY_MS - 1);
    });
    expect(files().getAttribute('media')).toBe('print');
    await act(async () => {
      showScreen();
    });
    expect(container.textContent).toBe('Tell us about yourself');
    await act(async () => {
      jest.advanceTimersByTime(50);
    });
    expect(files().hasAttribute('media')).toBe(false);
  });

  it('applies after the safety delay when the painted markup never goes', async () => {
    const container = document.getElementById('root') as HTMLElement;
    await act(async () => {
      renderApp(container, <div data-first-paint="">painted</div>);
    });
    await act(async () => {
      jest.advanceTimersByTime(FONTS_SAFETY_MS - 1);
    });
    expect(files().getAttribute('media')).toBe('print');
    await act(async () => {
      jest.advanceTimersByTime(50);
    });
    expect(files().hasAttribute('media')).toBe(false);
  });

  it('applies every deferred style and only those', () => {
    document.head.insertAdjacentHTML('beforeend', '<style id="print-only" media="print">p{}</style>');
    applyBrandFontFiles();
    expect(files().hasAttribute('media')).toBe(false);
    expect(document.getElementById('print-only')?.getAttribute('media')).toBe('print');
  });
});
