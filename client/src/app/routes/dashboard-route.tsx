import DashboardPage from '@/features/admin/pages/dashboard-page';
import { FunnelNumbers } from '@/features/pipeline/components/funnel-numbers';

/** /admin for an admin: the dashboard's cards, then the admissions funnel's numbers (issue 15, point 2). */
export default function DashboardRoute() {
  return (
    <>
      <DashboardPage />
      <section className="admin-page" aria-label="Funil de matrículas">
        <FunnelNumbers open />
      </section>
    </>
  );
}
