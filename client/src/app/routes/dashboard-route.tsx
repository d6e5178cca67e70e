import { Card } from '@/components/ui/card';
import DashboardPage from '@/features/admin/pages/dashboard-page';
import { BackupWarning } from '@/features/backups/components/backup-warning';
import { FunnelNumbers } from '@/features/pipeline/components/funnel-numbers';
import './dashboard-route.css';

/**
 * /admin for an admin: the dashboard's cards, a warning when backups are failing, then the admissions funnel's numbers
 * (issue 15, point 2).
 */
export default function DashboardRoute() {
  return (
    <>
      <DashboardPage />
      <BackupWarning />
      <Card title="Funil de matrículas" className="dashboard-funnel" aria-label="Funil de matrículas">
        <FunnelNumbers open />
      </Card>
    </>
  );
}
