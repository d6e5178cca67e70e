import { useEffect, useRef, type ReactNode } from 'react';
import { QueryClientProvider } from '@tanstack/react-query';
import { AuthProvider, useAuth, type SessionDeviceCopy } from '@/lib/auth';
import { createQueryClient } from '@/lib/query-client';

/** The one data cache of the page (both host trees use it; only one of them renders). */
export const queryClient = createQueryClient();

/** Another person's data must not show from the cache: a login, a logout or a different account empties it. */
function ForgetDataOfPreviousUser() {
  const { user } = useAuth();
  const userId = user?.id ?? null;
  const previous = useRef(userId);
  useEffect(() => {
    if (previous.current !== userId) queryClient.clear();
    previous.current = userId;
  }, [userId]);
  return null;
}

/** The app host's providers: the data cache and the session (which keeps the device copy's owner). */
export function AppProviders({ children, deviceCopy }: { children: ReactNode; deviceCopy: SessionDeviceCopy }) {
  return (
    <QueryClientProvider client={queryClient}>
      <AuthProvider deviceCopy={deviceCopy}>
        <ForgetDataOfPreviousUser />
        {children}
      </AuthProvider>
    </QueryClientProvider>
  );
}

/** The public host's pages that read data (the deletion-status lookup): the cache only, no session. */
export function PublicDataProvider({ children }: { children: ReactNode }) {
  return <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>;
}
