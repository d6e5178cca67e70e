import '@/lib/zod-setup';
import { Suspense } from 'react';
import { Navigate, Route, Routes } from 'react-router-dom';
import { FrameSkeleton } from '@/components/ui/skeleton';
import { RequireRole, RequireSession, RoleSwitch } from '@/lib/auth-guards';
import { AppProviders } from './providers';
import { lazyScreen } from './lazy-screen';
import { loadScreen, loadedScreen, type ScreenName } from './route-preload';

const screen = (name: ScreenName) => lazyScreen(() => loadScreen(name), () => loadedScreen(name));

// ─── Pages ───────────────────────────────────────────────────────────────────────────────────────────
// One lazy line per screen; the importers live in route-preload.ts, which starts the current path's screens
// before this module has even arrived. (A screen not built yet can render <PlaceholderPage title="..."/>.)
const LoginPage = screen('login');
const RegisterPage = screen('register');
const ForgotPasswordPage = screen('forgotPassword');
const ResetPasswordPage = screen('resetPassword');
const AppShell = screen('shell');

// /painel (usuario; flashcards also for admin)
const ConversationsPage = screen('conversations');
const DecksPage = screen('decks');
const DeckPage = screen('deck');
const StudyPage = screen('study');
const TrainingPage = screen('training');
const SettingsRoute = screen('settings');

// /admin (admin and colaborador)
const DashboardPage = screen('dashboard');
const TicketsPage = screen('tickets');
const CalculatorPage = screen('calculator');
const UsersRoute = screen('users');
const MarketingPage = screen('marketing');
const AccountRoute = screen('account');
const AuditPage = screen('audit');
const KnowledgePage = screen('knowledge');
const BoardPage = screen('board');
const EnrolmentPage = screen('enrolment');
const StudyStatsPage = screen('studyStats');
const BackupsPage = screen('backups');
// ─────────────────────────────────────────────────────────────────────────────────────────────────────

/**
 * App host routes (SPEC §2.1). Guards: no session → /login; usuario at /admin → /painel; colaborador at
 * /painel/* → /admin; admin may use /painel/flashcards*; admin-only pages send a colaborador to /admin.
 */
export default function AppRoutes() {
  return (
    <AppProviders>
      <Routes>
        <Route index element={<Navigate to="/login" replace />} />
        <Route path="login" element={<LoginPage />} />
        <Route path="register" element={<RegisterPage />} />
        <Route path="esqueci-senha" element={<ForgotPasswordPage />} />
        <Route path="redefinir-senha" element={<ResetPasswordPage />} />

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
            <Route path="conversas" element={<ConversationsPage />} />
            <Route path="config" element={<SettingsRoute />} />
            <Route path="matricula" element={<EnrolmentPage />} />
          </Route>
          <Route element={<RequireRole allow={['usuario', 'admin']} />}>
            <Route path="flashcards" element={<DecksPage />} />
            <Route path="flashcards/estudar/:deckId" element={<StudyPage />} />
            <Route path="flashcards/treinar/:deckId" element={<TrainingPage />} />
            <Route path="flashcards/:deckId" element={<DeckPage />} />
            <Route path="flashcards/estatisticas" element={<StudyStatsPage />} />
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
          <Route index element={<RoleSwitch cases={{ admin: <DashboardPage />, colaborador: <TicketsPage /> }} />} />
          <Route path="atendimento" element={<TicketsPage />} />
          <Route path="conta" element={<AccountRoute />} />
          <Route path="funil" element={<BoardPage />} />
          <Route element={<RequireRole allow={['admin']} />}>
            <Route path="painel1" element={<CalculatorPage />} />
            <Route path="usuarios" element={<UsersRoute />} />
            <Route path="enviar-marketing" element={<MarketingPage />} />
            <Route path="auditoria" element={<AuditPage />} />
            <Route path="conhecimento" element={<KnowledgePage />} />
            <Route path="backups" element={<BackupsPage />} />
          </Route>
        </Route>

        <Route path="*" element={<Navigate to="/" replace />} />
      </Routes>
    </AppProviders>
  );
}
