import '../lib/zod-setup';
import { lazy } from 'react';
import { Navigate, Route, Routes } from 'react-router-dom';
import { AuthProvider } from '../lib/auth';
import { RequireRole, RequireSession, RoleSwitch } from '../lib/auth-guards';

// ─── Pages ───────────────────────────────────────────────────────────────────────────────────────────
// One lazy line per screen; each module default-exports its page. (A screen not built yet can render
// <PlaceholderPage title="..."/> from components/ui until its feature lands.)
const LoginPage = lazy(() => import('../features/auth/pages/login-page'));
const RegisterPage = lazy(() => import('../features/auth/pages/register-page'));
const AppShell = lazy(() => import('../features/shell/app-shell'));

// /painel (usuario; flashcards also for admin)
const ConversasPage = lazy(() => import('../features/chat/components/conversations-page'));
const DecksPage = lazy(() => import('../features/flashcards/pages/decks-page'));
const DeckPage = lazy(() => import('../features/flashcards/pages/deck-page'));
const EstudarPage = lazy(() => import('../features/flashcards/pages/study-page'));
const TreinarPage = lazy(() => import('../features/flashcards/pages/training-page'));
const ConfigPage = lazy(() => import('../features/settings/pages/settings-page'));

// /admin (admin and colaborador)
const DashboardPage = lazy(() => import('../features/admin/dashboard/dashboard-page'));
const AtendimentoPage = lazy(() => import('../features/tickets/pages/tickets-page'));
const CalculadoraPage = lazy(() => import('../features/admin/calculator/calculator-page'));
const UsuariosPage = lazy(() => import('../features/admin/users/users-page'));
const MarketingPage = lazy(() => import('../features/admin/marketing/marketing-page'));
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
              <AppShell />
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
                <AppShell />
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
