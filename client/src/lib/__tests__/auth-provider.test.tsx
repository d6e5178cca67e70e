import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import type { AxiosAdapter, AxiosResponse } from 'axios';
import { api } from '@/lib/api-client';
import { AuthProvider, useAuth, USER_STORAGE_KEY } from '@/lib/auth';
import { startEarlyGet } from '@/lib/early-requests';
import { SESSION_PROBE_URL } from '@/lib/session-probe';

const ana = { id: 7, username: 'Ana', email: 'ana@exemplo.com', role: 'usuario', whatsapp: null };
const network = vi.fn<AxiosAdapter>();
const originalAdapter = api.defaults.adapter;

function Probe() {
  const { status, user } = useAuth();
  return <p>{`${status}:${user?.username ?? 'ninguém'}`}</p>;
}

beforeEach(() => {
  api.defaults.adapter = network;
});
afterEach(() => {
  cleanup();
  api.defaults.adapter = originalAdapter;
  network.mockReset();
  vi.unstubAllGlobals();
  sessionStorage.clear();
});

describe('AuthProvider and the session probe', () => {
  it('when the probe was started before the first render, then the provider takes its answer and asks nothing more', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response(JSON.stringify({ user: ana }), { status: 200 })),
    );
    void startEarlyGet(SESSION_PROBE_URL);

    render(
      <AuthProvider>
        <Probe />
      </AuthProvider>,
    );

    expect(await screen.findByText('ready:Ana')).toBeTruthy();
    expect(network).not.toHaveBeenCalled();
  });

  it('when the probe answers no user, then the check ends logged out and a stale stored user is forgotten', async () => {
    sessionStorage.setItem(USER_STORAGE_KEY, JSON.stringify(ana));
    network.mockImplementation(
      async (config) => ({ data: '{"user":null}', status: 200, statusText: 'OK', headers: {}, config }) as AxiosResponse,
    );

    render(
      <AuthProvider>
        <Probe />
      </AuthProvider>,
    );

    expect(await screen.findByText('ready:ninguém')).toBeTruthy();
    expect(network.mock.calls.map(([config]) => config.url)).toEqual([SESSION_PROBE_URL]);
    expect(sessionStorage.getItem(USER_STORAGE_KEY)).toBeNull();
  });
});
