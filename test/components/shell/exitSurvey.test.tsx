// The exit survey modal: opened by the logout saga, answered or skipped by the borrower.
import axe from 'axe-core';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { ExitSurveyHost } from '../../../src/shell/exitSurvey/ExitSurveyHost';
import {
  exitSurveyOpened,
  selectExitSurveyOpen,
  exitSurveyClosed,
  exitSurveySubmitted,
} from '../../../store/exitSurvey';
import { renderWithProviders } from '../../utils/renderWithProviders';

const SLOW = { timeout: 5000 };

function renderHost() {
  const result = renderWithProviders(<ExitSurveyHost />, { authenticated: true });
  const dispatched: string[] = [];
  const original = result.store.dispatch;
  jest.spyOn(result.store, 'dispatch').mockImplementation((action: Parameters<typeof original>[0]) => {
    dispatched.push((action as { type: string }).type);
    return original(action);
  });
  return { ...result, dispatched };
}

describe('exit survey', () => {
  afterEach(() => jest.restoreAllMocks());

  it('shows nothing until the logout saga opens it', async () => {
    const { store } = renderHost();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    act(() => {
      store.dispatch(exitSurveyOpened());
    });
    expect(await screen.findByRole('dialog', { name: 'Before you go' }, SLOW)).toBeInTheDocument();
    const result = await axe.run(screen.getByRole('dialog'), { rules: { 'color-contrast': { enabled: false } } });
    expect(result.violations.map((v) => v.id)).toEqual([]);
  });

  it('asks for a reason, then sends the answer (which closes it)', async () => {
    const { store, dispatched } = renderHost();
    act(() => {
      store.dispatch(exitSurveyOpened());
    });
    await screen.findByRole('dialog', { name: 'Before you go' }, SLOW);
    fireEvent.click(screen.getByRole('button', { name: 'Send and log out' }));
    expect(await screen.findByText('Required')).toBeInTheDocument();
    expect(dispatched).not.toContain(exitSurveySubmitted.type);

    fireEvent.click(screen.getByRole('radio', { name: 'The rate or amount is not what I expected' }));
    fireEvent.change(screen.getByRole('textbox', { name: /Anything else/ }), { target: { value: '  Too high  ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send and log out' }));
    await waitFor(() => expect(selectExitSurveyOpen(store.getState())).toBe(false));
    expect(store.dispatch).toHaveBeenCalledWith(
      exitSurveySubmitted({ reason: 'The rate or amount is not what I expected', comment: 'Too high' }),
    );
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('closes without an answer on Skip, the close button or Escape', async () => {
    const { store, dispatched } = renderHost();
    for (const close of [
      () => fireEvent.click(screen.getByRole('button', { name: 'Skip and log out' })),
      () => fireEvent.click(screen.getByRole('button', { name: 'Close' })),
      () => fireEvent.keyDown(screen.getByRole('dialog'), { key: 'Escape' }),
    ]) {
      act(() => {
        store.dispatch(exitSurveyOpened());
      });
      await screen.findByRole('dialog', { name: 'Before you go' }, SLOW);
      close();
      await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    }
    expect(dispatched.filter((t) => t === exitSurveyClosed.type)).toHaveLength(3);
    expect(dispatched).not.toContain(exitSurveySubmitted.type);
  });
});
