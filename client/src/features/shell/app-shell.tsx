import { Suspense } from 'react';
import { Outlet } from 'react-router-dom';
import { Spinner } from '../../components/ui/spinner';
import { useAuth } from '../../lib/auth';

export default function AppShell() {
  const { user } = useAuth();
  return (
    <div>
      <header>Painel de {user?.username}</header>
      <Suspense fallback={<Spinner />}>
        <Outlet />
      </Suspense>
    </div>
  );
}
