import { Link } from 'react-router-dom';
import { Card } from '@/components/ui/card';
import { useAdminSite } from '@/features/site-content/hooks/use-admin-site';
import { pendingSteps } from '@/features/site-content/logic/setup-checklist';
import { SetupChecklist } from './setup-checklist';

/** The dashboard's setup checklist, while something required is pending (nothing once all is set or unreadable). */
export function SetupReminder() {
  const { data } = useAdminSite();
  if (!data || pendingSteps(data.checklist).length === 0) return null;
  return (
    <Card title="Configure a sua assessoria" headingLevel={2} actions={<Link to="/admin/site">Abrir Site</Link>}>
      <SetupChecklist steps={data.checklist} />
    </Card>
  );
}
