import '../lib/zod-setup';
import { Suspense, lazy } from 'react';
import { Navigate, Route, Routes } from 'react-router-dom';
import { FrameSkeleton } from '../components/ui/skeleton';
import { AuthProvider } from '../lib/auth';
import { RequireRole, RequireSession, RoleSwitch } from '../lib/auth-guards';
import { screens } from './route-preload';

// ─── Pages ───────────────────────────────────────────────────────────────────────────────────────────
// One lazy line per screen; the importers live in route-preload.ts, which starts the current path's screens
// before this module has even arrived. (A screen not built yet can render <PlaceholderPage title="..."/>.)
const LoginPage = lazy(screens.login);
const RegisterPage = lazy(screens.register);
const AppShell = lazy(screens.shell);

// /painel (usuario; flashcards also for admin)
const ConversasPage = lazy(screens.conversas);
const DecksPage = lazy(screens.decks);
const DeckPage = lazy(screens.deck);
const EstudarPage = lazy(screens.study);
const TreinarPage = lazy(screens.training);
const ConfigPage = lazy(screens.config);

// /admin (admin and colaborador)
const DashboardPage = lazy(screens.dashboard);
const AtendimentoPage = lazy(screens.tickets);
const CalculadoraPage = lazy(screens.calculator);
const UsuariosPage = lazy(screens.users);
const MarketingPage = lazy(screens.marketing);
// ─────────────────────────────────────────────────────────────────────────────────────────────────────

/**
 * App host routes (SPEC §2.1). Guards: no session → /login; usuario at /admin → /painel; colaborador at
 * /painel/* → /admin; admin may use /painel/flashcards*; admin-only pages send a colaborador to /admin.
 */
export default function AppRoutes() {
  return (
    <AuthProvider>
      <Routes>
        <Route index element={<Navigate to="/login" replace />} />
        <Route path="login" element={<LoginPage />} />
        <Route path="register" element={<RegisterPage />} />

        <Route
          path="painel"
          element={
            <RequireSession>
              <Suspense fallback={<FrameSkeleton />}>
                <AppShell />
              </Suspense>
            </RequireSession>
          }
        >
          <Route index element={<Navigate to="conversas" replace />} />
          <Route element={<RequireRole allow={['usuario']} />}>
            <Route path="conversas" element={<ConversasPage />} />
            <Route path="config" element={<ConfigPage />} />
          </Route>
          <Route element={<RequireRole allow={['usuario', 'admin']} />}>
            <Route path="flashcards" element={<DecksPage />} />
            <Route path="flashcards/estudar/:deckId" element={<EstudarPage />} />
            <Route path="flashcards/treinar/:deckId" element={<TreinarPage />} />
            <Route path="flashcards/:deckId" element={<DeckPage />} />
          </Route>
        </Route>

        <Route
          path="admin"
          element={
            <RequireSession>
              <RequireRole allow={['admin', 'colaborador']}>
                <Suspense fallback={<FrameSkeleton />}>
                  <AppShell />
                </Suspense>
              </RequireRole>
            </RequireSession>
          }
        >
          <Route index element={<RoleSwitch cases={{ admin: <DashboardPage />, colaborador: <AtendimentoPage /> }} />} />
          <Route path="atendimento" element={<AtendimentoPage />} />
          <Route element={<RequireRole allow={['admin']} />}>
            <Route path="painel1" element={<CalculadoraPage />} />
            <Route path="usuarios" element={<UsuariosPage />} />
            <Route path="enviar-marketing" element={<MarketingPage />} />
          </Route>
        </Route>

        <Route path="*" element={<Navigate to="/" replace />} />
      </Routes>
    </AuthProvider>
  );
}
