import type { ReactElement, ReactNode } from 'react';
import { render, type RenderOptions } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ThemeRoot } from '../../../src/theme';
import type { PrivateLabel } from '../../../src/domain/org';
import { sampleOrg } from './sampleOrg';

interface Options extends Omit<RenderOptions, 'wrapper'> {
  org?: PrivateLabel;
  /** Pass `jest.advanceTimersByTime` when the test uses fake timers. */
  advanceTimers?: (ms: number) => void;
}

/** Renders inside ThemeRoot with the sample organisation and returns a user-event instance too. */
export function renderUi(ui: ReactElement, { org = sampleOrg, advanceTimers, ...options }: Options = {}) {
  const Wrapper = ({ children }: { children: ReactNode }) => <ThemeRoot org={org}>{children}</ThemeRoot>;
  const user = userEvent.setup(advanceTimers ? { advanceTimers } : {});
  return { user, ...render(ui, { wrapper: Wrapper, ...options }) };
}
