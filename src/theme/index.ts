export { makeTheme, makeScale, DEFAULT_PRIMARY, DEFAULT_SECONDARY } from './makeTheme';
export type { AppTheme, ColorScale, ScaleStep } from './makeTheme';
export { GlobalStyle } from './GlobalStyle';
export { ThemeRoot } from './ThemeRoot';
export type { ThemeRootProps } from './ThemeRoot';
export { contrastRatio, readableOn, mix, ensureContrast } from './color';
export { visuallyHidden } from './visuallyHidden';
