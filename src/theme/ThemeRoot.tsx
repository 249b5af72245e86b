import { useMemo, type ReactNode } from 'react';
import { ThemeProvider } from 'styled-components';
import type { PrivateLabel } from '../domain/org';
import { GlobalStyle } from './GlobalStyle';
import { makeTheme } from './makeTheme';

export interface ThemeRootProps {
  org: PrivateLabel;
  children?: ReactNode;
}

/** ThemeProvider with the organisation's theme plus the global styles. */
export function ThemeRoot({ org, children }: ThemeRootProps) {
  const theme = useMemo(() => makeTheme(org), [org]);
  return (
    <ThemeProvider theme={theme}>
      <GlobalStyle />
      {children}
    </ThemeProvider>
  );
}
