import { DeletionRequestsSection } from '@/features/deletion-requests/components/deletion-requests-section';
import { UsersPage } from '@/features/users/pages/users-page';

/** /admin/usuarios: the users screen with the Facebook deletion requests below it (admins only). */
export default function UsersRoute() {
  return <UsersPage adminOnly={<DeletionRequestsSection />} />;
}
