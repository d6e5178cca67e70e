import { Suspense, lazy } from 'react';
import { Navigate, Route, Routes } from 'react-router-dom';
import { Spinner } from '@/components/ui/spinner';
import { AdvisorsPage, LandingPage } from '@/features/public-site';
import { CHAT_WIDGET_HASH, ChatWidget } from '@/features/chat';

// The landing is in this chunk; the rarely visited pages load on demand.
const PrivacyPage = lazy(() => import('@/features/public-site/pages/privacy-page'));
const TermsPage = lazy(() => import('@/features/public-site/pages/terms-page'));
const DeletionStatusRoute = lazy(() => import('./routes/deletion-status-route'));

/** Public host: '' landing, cards-teste, privacy, terms, deletion-status; anything else redirects to ''. */
export default function PublicRoutes() {
  return (
    <Suspense fallback={<Spinner label="Carregando..." />}>
      <Routes>
        <Route index element={<LandingPage chat={{ widget: <ChatWidget />, openHref: CHAT_WIDGET_HASH }} />} />
        <Route path="cards-teste" element={<AdvisorsPage />} />
        <Route path="privacy" element={<PrivacyPage />} />
        <Route path="terms" element={<TermsPage />} />
        <Route path="deletion-status" element={<DeletionStatusRoute />} />
        <Route path="*" element={<Navigate to="/" replace />} />
      </Routes>
    </Suspense>
  );
}
