import { lazy, type ComponentType } from 'react';

type ScreenModule = { default: ComponentType };

/**
 * A lazily loaded screen that renders at once when its code is already here (the role-dependent /admin index waits
 * for its code before the first render, app-router.tsx). React.lazy suspends on its first render even then, and a
 * boundary that suspends holds its content back for React's reveal throttle (about 300 ms).
 */
export function lazyScreen(load: () => Promise<unknown>, loaded: () => unknown): ComponentType {
  const Lazy = lazy(load as () => Promise<ScreenModule>);
  function Screen() {
    const Component = (loaded() as ScreenModule | undefined)?.default ?? Lazy;
    return <Component />;
  }
  return Screen;
}
