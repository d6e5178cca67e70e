import { Card } from '@/components/ui/card';
import DashboardPage from '@/features/admin/pages/dashboard-page';
import { PipelineNumbers } from '@/features/pipeline/components/pipeline-numbers';
import './dashboard-route.css';

/** /admin for an admin: the dashboard's cards, then the admissions funnel and its numbers. */
export default function DashboardRoute() {
  return (
    <>
      <DashboardPage />
      <Card title="Funil de matrículas" className="dashboard-funnel" aria-label="Funil de matrículas">
        <PipelineNumbers open funnel />
      </Card>
    </>
  );
}
