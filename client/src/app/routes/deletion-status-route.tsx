import { DeletionStatusPage } from '@/features/deletion-requests/pages/deletion-status-page';
import { SiteFrame } from '@/features/public-site';
import { PublicDataProvider } from '../providers';

/** /deletion-status: the Facebook deletion-request lookup inside the public site's header and footer. */
export default function DeletionStatusRoute() {
  return (
    <PublicDataProvider>
      <SiteFrame>
        <DeletionStatusPage />
      </SiteFrame>
    </PublicDataProvider>
  );
}
