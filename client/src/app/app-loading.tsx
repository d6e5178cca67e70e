import { planFor } from '@app/contracts/routes';
import { isAppHost } from '@/config/env';
import { FrameSkeleton } from '@/components/ui/skeleton';
import { Spinner } from '@/components/ui/spinner';

/** What shows while a page's code arrives: the panel's frame on the pages drawn inside it, else a spinner. */
export function AppLoading() {
  return isAppHost() && planFor(window.location.pathname).screens.includes('shell') ? <FrameSkeleton /> : <Spinner label="Carregando..." />;
}

/** A page that could not open: its code could not be fetched (the connection dropped, a new version replaced the files) or it failed. */
export function LoadFailed() {
  return (
    <div className="load-failed" role="alert">
      <p>Não foi possível abrir esta página. Verifique a sua conexão e tente de novo.</p>
      <button type="button" onClick={() => window.location.reload()}>
        Recarregar
      </button>
    </div>
  );
}
