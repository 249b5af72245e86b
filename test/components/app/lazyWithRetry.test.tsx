import { screen } from '@testing-library/react';
import { Suspense } from 'react';
import {
  LAZY_RETRY_KEY,
  LAZY_RETRY_MAX,
  lazyWithRetry,
  loadWithRetry,
  pageReload,
  PRELOAD_ERROR_EVENT,
} from '../../../src/app/lazyWithRetry';
import { renderWithProviders } from '../../utils/renderWithProviders';

const Hello = () => <p>hello</p>;
const chunkError = () => new TypeError('Failed to fetch dynamically imported module: /chunk.js');

let reload: jest.SpyInstance;
beforeEach(() => {
  window.sessionStorage.clear();
  reload = jest.spyOn(pageReload, 'reload').mockImplementation(() => undefined);
});
afterEach(() => jest.restoreAllMocks());

describe('lazyWithRetry', () => {
  it('reloads on a failed chunk and counts the reloads', async () => {
    void loadWithRetry(() => Promise.reject(chunkError()));
    await new Promise((r) => setTimeout(r, 0));
    expect(reload).toHaveBeenCalledTimes(1);
    expect(window.sessionStorage.getItem(LAZY_RETRY_KEY)).toBe('1');
  });

  it('after 5 reloads it throws to the error screen instead', async () => {
    window.sessionStorage.setItem(LAZY_RETRY_KEY, String(LAZY_RETRY_MAX));
    await expect(loadWithRetry(() => Promise.reject(chunkError()))).rejects.toThrow('Failed to fetch');
    expect(reload).not.toHaveBeenCalled();
  });

  it('other errors are not retried', async () => {
    await expect(loadWithRetry(() => Promise.reject(new Error('boom')))).rejects.toThrow('boom');
    expect(reload).not.toHaveBeenCalled();
  });

  it('a successful load resets the count and renders the screen', async () => {
    window.sessionStorage.setItem(LAZY_RETRY_KEY, '3');
    const Lazy = lazyWithRetry(() => Promise.resolve({ default: Hello }));
    renderWithProviders(
      <Suspense fallback={null}>
        <Lazy />
      </Suspense>,
    );
    expect(await screen.findByText('hello')).toBeInTheDocument();
    expect(window.sessionStorage.getItem(LAZY_RETRY_KEY)).toBeNull();
  });

  it('a failed preload dispatches a preloadError window event', async () => {
    const listener = jest.fn();
    window.addEventListener(PRELOAD_ERROR_EVENT, listener);
    await lazyWithRetry(() => Promise.reject(chunkError())).preload();
    window.removeEventListener(PRELOAD_ERROR_EVENT, listener);
    expect(listener).toHaveBeenCalledTimes(1);
  });
});
