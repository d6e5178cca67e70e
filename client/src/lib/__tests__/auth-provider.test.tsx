import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import { AuthProvider, useAuth, USER_STORAGE_KEY } from '@/lib/auth';
import { startEarlyGet } from '@/lib/early-requests';
import { SESSION_PROBE_URL } from '@/lib/session-probe';

const ana = { id: 7, username: 'Ana', email: 'ana@exemplo.com', role: 'usuario', whatsapp: null };
/** The browser's fetch, for every request of a test. */
const network = vi.fn<typeof fetch>();

function Probe() {
  const { status, user } = useAuth();
  return <p>{`${status}:${user?.username ?? 'ninguém'}`}</p>;
}

beforeEach(() => {
  vi.stubGlobal('fetch', network);
});
afterEach(() => {
  cleanup();
  network.mockReset();
  vi.unstubAllGlobals();
  sessionStorage.clear();
});

describe('AuthProvider and the session probe', () => {
  it('when the probe was started before the first render, then the provider takes its answer and asks nothing more', async () => {
    network.mockImplementation(async () => new Response(JSON.stringify({ user: ana }), { status: 200 }));
    void startEarlyGet(SESSION_PROBE_URL);

    render(
      <AuthProvider>
        <Probe />
      </AuthProvider>,
    );

    expect(await screen.findByText('ready:Ana')).toBeTruthy();
    expect(network).toHaveBeenCalledTimes(1);
  });

  it('when the probe answers no user, then the check ends logged out and a stale stored user is forgotten', async () => {
    sessionStorage.setItem(USER_STORAGE_KEY, JSON.stringify(ana));
    network.mockImplementation(async () => new Response('{"user":null}', { status: 200 }));

    render(
      <AuthProvider>
        <Probe />
      </AuthProvider>,
    );

    expect(await screen.findByText('ready:ninguém')).toBeTruthy();
    expect(network.mock.calls.map(([url]) => String(url))).toEqual([SESSION_PROBE_URL]);
    expect(sessionStorage.getItem(USER_STORAGE_KEY)).toBeNull();
  });
});
