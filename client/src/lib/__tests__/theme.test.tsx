import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { applyPreferredTheme, resolveTheme, setTheme, THEME_KEY } from '@/lib/theme';
import { useTheme } from '@/lib/use-theme';

/** A stand-in for the browser's `prefers-color-scheme: dark` query that a test can flip. */
function fakeSystemPreference(dark: boolean) {
  const listeners = new Set<(event: { matches: boolean }) => void>();
  const query = {
    matches: dark,
    addEventListener: (_type: 'change', listener: (event: { matches: boolean }) => void) => listeners.add(listener),
    removeEventListener: (_type: 'change', listener: (event: { matches: boolean }) => void) => listeners.delete(listener),
  };
  window.matchMedia = ((media: string) => ({ ...query, media, matches: query.matches })) as unknown as typeof window.matchMedia;
  return {
    set(nextDark: boolean) {
      query.matches = nextDark;
      act(() => listeners.forEach((listener) => listener({ matches: nextDark })));
    },
  };
}

const appliedTheme = () => document.documentElement.dataset.theme;

describe('resolveTheme', () => {
  it.each([
    [null, false, 'claro'],
    [null, true, 'escuro'],
    ['claro', true, 'claro'],
    ['escuro', false, 'escuro'],
    ['roxo', true, 'escuro'],
    ['', false, 'claro'],
  ] as const)('when the stored choice is %j and the system prefers dark = %s, then the theme is %s', (stored, systemDark, expected) => {
    expect(resolveTheme(stored, systemDark)).toBe(expected);
  });
});

describe('applyPreferredTheme', () => {
  beforeEach(() => {
    localStorage.clear();
    delete document.documentElement.dataset.theme;
  });
  afterEach(() => localStorage.clear());

  it('when nothing is stored and the system prefers dark, then the page starts dark', () => {
    fakeSystemPreference(true);
    applyPreferredTheme();
    expect(appliedTheme()).toBe('dark');
    expect(document.documentElement.style.colorScheme).toBe('dark');
  });

  it('when nothing is stored and the system preference changes, then the page follows it', () => {
    const system = fakeSystemPreference(false);
    applyPreferredTheme();
    expect(appliedTheme()).toBe('light');
    system.set(true);
    expect(appliedTheme()).toBe('dark');
    system.set(false);
    expect(appliedTheme()).toBe('light');
  });

  it('when the person chose a theme, then a later system change no longer moves it', () => {
    const system = fakeSystemPreference(true);
    applyPreferredTheme();
    setTheme('claro');
    expect(localStorage.getItem(THEME_KEY)).toBe('claro');
    system.set(false);
    system.set(true);
    expect(appliedTheme()).toBe('light');
  });

  it('when a stored choice exists, then it wins over the system preference on load', () => {
    localStorage.setItem(THEME_KEY, 'escuro');
    fakeSystemPreference(false);
    applyPreferredTheme();
    expect(appliedTheme()).toBe('dark');
  });
});

describe('useTheme', () => {
  beforeEach(() => localStorage.clear());

  it('when the system preference or the person changes the theme, then the hook re-renders with it', () => {
    const system = fakeSystemPreference(false);
    applyPreferredTheme();
    const { result } = renderHook(() => useTheme());
    expect(result.current).toBe('claro');
    system.set(true);
    expect(result.current).toBe('escuro');
    act(() => setTheme('claro'));
    expect(result.current).toBe('claro');
  });
});
