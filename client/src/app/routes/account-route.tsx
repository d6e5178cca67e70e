import { ChangePasswordSection } from '@/features/accounts/components/change-password-section';
import './settings-route.css';

/**
 * /admin/conta: staff change their own password here. Staff have no /painel/config (that page
 * also holds the student's marketing consent and self-deletion, which do not apply to staff accounts).
 */
export default function AccountRoute() {
  return (
    <div className="settings-page">
      <h1 className="settings-page__title">Minha conta</h1>
      <ChangePasswordSection />
    </div>
  );
}
