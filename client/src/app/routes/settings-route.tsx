import { ChangePasswordSection } from '@/features/accounts/components/change-password-section';
import { ProfileSection } from '@/features/accounts/components/profile-section';
import { WhatsappProofSection } from '@/features/accounts/components/whatsapp-proof-section';
import { DeleteAccountSection } from '@/features/account-deletion/components/delete-account-section';
import { MarketingConsent } from '@/features/preferences/components/marketing-consent';
import { DownloadDataSection } from '@/features/data-export/components/download-data-section';
import './settings-route.css';

/** /painel/config (docs/product.md, Settings; Validation; Error messages): the student's own data (correction), preferences and consent history, the password, a copy of their data (LGPD), then permanent self-deletion. */
export default function SettingsRoute() {
  return (
    <div className="settings-page">
      <h1 className="settings-page__title">Configurações da Conta</h1>
      <ProfileSection />
      <WhatsappProofSection />
      <MarketingConsent />
      <ChangePasswordSection />
      <DownloadDataSection />
      <DeleteAccountSection />
    </div>
  );
}
