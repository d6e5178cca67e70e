import { Card } from '@/components/ui/card';
import DashboardPage from '@/features/admin/pages/dashboard-page';
import { BackupWarning } from '@/features/backups/components/backup-warning';
import { PipelineNumbers } from '@/features/pipeline/components/pipeline-numbers';
import { SetupReminder } from '@/features/site-content/components/setup-reminder';
import './dashboard-route.css';

/**
 * /admin for an admin: the dashboard's cards, a warning when backups are failing, the setup checklist while something is
 * pending, then the admissions funnel.
 */
export default function DashboardRoute() {
  return (
    <>
      <DashboardPage />
      <BackupWarning />
      <SetupReminder />
      <Card title="Funil de matrículas" className="dashboard-funnel" aria-label="Funil de matrículas">
        <PipelineNumbers open funnel />
      </Card>
    </>
  );
}
