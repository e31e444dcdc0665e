import { Classes } from '@blueprintjs/core';
import { useCallback, useEffect, useState } from 'react';

export type Theme = 'light' | 'dark';
const THEME_KEY = 'partilha-console.theme';

function storedTheme(): Theme {
  try {
    const value = window.localStorage.getItem(THEME_KEY);
    if (value === 'light' || value === 'dark') return value;
  } catch {
    // Storage refused: follow the system.
  }
  return window.matchMedia?.('(prefers-color-scheme: dark)').matches ? 'dark' : 'light';
}

/**
 * Light or dark, remembered. The class sits on <body> because Blueprint portals (drawers, dialogs,
 * toasts, the command palette) render there, outside the app's root.
 */
export function useTheme() {
  const [theme, setTheme] = useState<Theme>(storedTheme);

  useEffect(() => {
    document.body.classList.toggle(Classes.DARK, theme === 'dark');
    document.documentElement.style.colorScheme = theme;
    try {
      window.localStorage.setItem(THEME_KEY, theme);
    } catch {
      // Not remembered this time; the switch still works.
    }
  }, [theme]);

  const toggleTheme = useCallback(() => setTheme((now) => (now === 'dark' ? 'light' : 'dark')), []);
  return { theme, toggleTheme };
}
