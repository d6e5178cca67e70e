import { useSyncExternalStore } from 'react';
import { currentTheme, subscribeToTheme, type Theme } from './theme';

/** The theme in effect (the person's choice, else the system's), re-rendering when either changes. */
export function useTheme(): Theme {
  return useSyncExternalStore(subscribeToTheme, currentTheme);
}
