import { act, screen } from '@testing-library/react';
import { FullScreenLoader, StatusMessage } from '../../../src/ui';
import { renderUi } from './renderUi';

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

describe('FullScreenLoader', () => {
  const props = { logoUrl: '/brand/example.svg', logoAlt: 'Example Lender' };

  it('covers the page with the logo and message as a status region', () => {
    renderUi(<FullScreenLoader visible message="Checking your offer" {...props} />);
    const status = screen.getByRole('status');
    expect(status).toHaveAttribute('aria-live', 'polite');
    expect(status).toHaveTextContent('Checking your offer');
    expect(screen.getByRole('img', { name: 'Example Lender' })).toHaveAttribute('src', '/brand/example.svg');
    expect(screen.getByRole('img', { name: 'Example Lender' })).toHaveStyle({ width: '200px' });
  });

  it('stays 300 ms after visible turns false, then unmounts', () => {
    const { rerender } = renderUi(<FullScreenLoader visible {...props} />);
    rerender(<FullScreenLoader visible={false} {...props} />);
    act(() => jest.advanceTimersByTime(299));
    expect(screen.getByRole('img', { name: 'Example Lender' })).toBeInTheDocument();
    act(() => jest.advanceTimersByTime(1));
    expect(screen.queryByRole('img', { name: 'Example Lender' })).not.toBeInTheDocument();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('stays up when loading resumes within the 300 ms', () => {
    const { rerender } = renderUi(<FullScreenLoader visible {...props} />);
    rerender(<FullScreenLoader visible={false} {...props} />);
    act(() => jest.advanceTimersByTime(200));
    rerender(<FullScreenLoader visible {...props} />);
    act(() => jest.advanceTimersByTime(1000));
    expect(screen.getByRole('img', { name: 'Example Lender' })).toBeInTheDocument();
  });

  it('renders nothing when never visible', () => {
    renderUi(<FullScreenLoader visible={false} {...props} />);
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
  });
});

describe('StatusMessage', () => {
  it('announces a message in a polite live region and clears it after 300 ms', () => {
    const { rerender } = renderUi(<StatusMessage message="Document uploaded" />);
    const region = screen.getByRole('status');
    expect(region).toHaveAttribute('aria-live', 'polite');
    expect(region).toHaveTextContent('Document uploaded');
    act(() => jest.advanceTimersByTime(299));
    expect(region).toHaveTextContent('Document uploaded');
    act(() => jest.advanceTimersByTime(1));
    expect(region).toBeEmptyDOMElement();

    rerender(<StatusMessage message="Saved" />);
    expect(region).toHaveTextContent('Saved');
    act(() => jest.advanceTimersByTime(300));
    expect(region).toBeEmptyDOMElement();
  });
});
