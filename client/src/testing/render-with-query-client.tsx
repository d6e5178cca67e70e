import type { ReactElement, ReactNode } from 'react';
import { render, renderHook, type RenderOptions } from '@testing-library/react';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { createQueryClient } from '@/lib/query-client';

/** A fresh cache per test, so no answer leaks from one test into the next. */
function withQueryClient(client: QueryClient, Outer?: RenderOptions['wrapper']) {
  return function Wrapper({ children }: { children: ReactNode }) {
    const inner = <QueryClientProvider client={client}>{children}</QueryClientProvider>;
    return Outer ? <Outer>{inner}</Outer> : inner;
  };
}

/** `render` inside a QueryClientProvider (and the given wrapper, such as a router, outside it). */
export function renderWithQueryClient(ui: ReactElement, options: RenderOptions = {}) {
  const queryClient = createQueryClient();
  return { queryClient, ...render(ui, { ...options, wrapper: withQueryClient(queryClient, options.wrapper) }) };
}

/** `renderHook` inside a QueryClientProvider. */
export function renderHookWithQueryClient<Result, Props>(hook: (props: Props) => Result, options: { initialProps?: Props } = {}) {
  const queryClient = createQueryClient();
  return { queryClient, ...renderHook(hook, { ...options, wrapper: withQueryClient(queryClient) }) };
}
