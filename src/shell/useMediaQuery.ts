import { useEffect, useState } from 'react';
import { useTheme } from 'styled-components';

function matches(query: string): boolean {
  return typeof window !== 'undefined' && typeof window.matchMedia === 'function' && window.matchMedia(query).matches;
}

/** Whether a media query matches now, following changes. Without matchMedia: false (the phone layout). */
export function useMediaQuery(query: string): boolean {
  const [match, setMatch] = useState(() => matches(query));
  useEffect(() => {
    if (typeof window.matchMedia !== 'function') return undefined;
    const list = window.matchMedia(query);
    const onChange = () => setMatch(list.matches);
    onChange();
    list.addEventListener?.('change', onChange);
    return () => list.removeEventListener?.('change', onChange);
  }, [query]);
  return match;
}

/** At least the theme's breakpoint wide ('md' 768 px, 'xl' 1440 px). */
export function useMinWidth(breakpoint: 'sm' | 'md' | 'lg' | 'xl'): boolean {
  const theme = useTheme();
  return useMediaQuery(`(min-width: ${theme.breakpoints[breakpoint]}px)`);
}
