import { Suspense } from 'react';
import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { lazyScreen } from '@/app/lazy-screen';

const Page = () => <p>Conteúdo da página</p>;

afterEach(cleanup);

describe('lazyScreen', () => {
  it('when the code has already arrived, then the first render shows the screen, never the fallback', () => {
    const Screen = lazyScreen(
      () => Promise.resolve({ default: Page }),
      () => ({ default: Page }),
    );
    render(
      <Suspense fallback={<p>Carregando...</p>}>
        <Screen />
      </Suspense>,
    );
    expect(screen.getByText('Conteúdo da página')).toBeTruthy();
    expect(screen.queryByText('Carregando...')).toBeNull();
  });

  it('when the code is still on its way, then the fallback shows until it arrives', async () => {
    let arrive!: (module: { default: typeof Page }) => void;
    let loaded: { default: typeof Page } | undefined;
    const Screen = lazyScreen(
      () => new Promise((resolve) => (arrive = resolve)).then((module) => (loaded = module as { default: typeof Page })),
      () => loaded,
    );
    render(
      <Suspense fallback={<p>Carregando...</p>}>
        <Screen />
      </Suspense>,
    );
    expect(screen.getByText('Carregando...')).toBeTruthy();
    await act(async () => arrive({ default: Page }));
    expect(await screen.findByText('Conteúdo da página')).toBeTruthy();
  });
});
