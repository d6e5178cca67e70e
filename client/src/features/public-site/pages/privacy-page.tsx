import { SITE_NAME } from '@/content/site';
import { appUrl } from '@/config/env';
import { BACKUP_KEEP_DEFAULT, backupMaxAgeDays, RETENTION_DEFAULT_DAYS } from '@app/contracts';
import { LegalLayout } from '@/features/public-site/components/legal-layout';
import { PrivacySummaryPt } from '@/features/public-site/components/privacy-summary-pt';

export const PRIVACY_LAST_UPDATED = 'November 25, 2026';

const DAYS = RETENTION_DEFAULT_DAYS;

const SECTIONS = [
  ['who-we-are', 'Who we are'],
  ['data-we-collect', 'Data we collect'],
  ['purposes', 'Why we use your data'],
  ['sharing', 'Who we share it with'],
  ['cookies', 'Cookies and local storage'],
  ['retention', 'How long we keep it'],
  ['your-rights', 'Your rights under the LGPD'],
  ['deletion', 'Deleting your data'],
  ['security', 'Security'],
  ['children', 'Minors'],
  ['changes', 'Changes to this policy'],
  ['contact', 'Contact'],
] as const;

/** /privacy: the privacy policy in English (docs/product.md, Privacy and terms), after its Portuguese version. */
export default function PrivacyPage() {
  const settingsUrl = appUrl('/painel/config');
  return (
    <LegalLayout title="Privacy Policy" dateLine={<>Last updated: {PRIVACY_LAST_UPDATED}</>}>
      <PrivacySummaryPt settingsUrl={settingsUrl} />
      <p>
        This policy explains what personal data {SITE_NAME} collects when you use our website, our AI chat assistant, the student
        area (flashcards and conversations) and our WhatsApp channel, why we collect it, and how you can exercise your rights under
        Brazil&apos;s General Data Protection Law (Lei Geral de Proteção de Dados, Law No. 13,709/2018, the “LGPD”).
      </p>

      <nav className="legal__toc" aria-labelledby="privacy-toc">
        <h2 id="privacy-toc">Contents</h2>
        <ol>
          {SECTIONS.map(([id, label]) => (
            <li key={id}>
              <a href={`#${id}`}>{label}</a>
            </li>
          ))}
        </ol>
      </nav>

      <h2 id="who-we-are">1. Who we are</h2>
      <p>
        {SITE_NAME} is an admissions advisory service for Portuguese-speaking students who want to study medicine abroad, mainly in
        Paraguay. For the processing described here we are the data controller.
      </p>

      <h2 id="data-we-collect">2. Data we collect</h2>
      <ul>
        <li>
          <strong>Account data</strong> you give us when you register: your name, e-mail address, WhatsApp number (with country code)
          and a password, which we store only as a one-way hash.
        </li>
        <li>
          <strong>Conversations</strong>: the messages you exchange with the AI assistant and with our advisors, with their date and
          time, and audio versions of replies that you choose to listen to.
        </li>
        <li>
          <strong>Study data</strong>: the flashcard decks and cards you create and your review history (answers, levels and next
          review dates).
        </li>
        <li>
          <strong>Data from Meta</strong>: if you reach us through our Facebook app or WhatsApp, Meta shares your app-scoped user ID,
          your WhatsApp number and the messages you send us.
        </li>
        <li>
          <strong>Technical data</strong>: IP address, browser type and the time of requests, kept in server logs to keep the service
          secure and working.
        </li>
      </ul>
      <p>We do not ask for sensitive personal data, and we ask you not to send health or financial documents through the chat.</p>

      <h2 id="purposes">3. Why we use your data</h2>
      <ul>
        <li>To create and secure your account and keep you signed in (performance of a contract, LGPD art. 7, V).</li>
        <li>
          To answer your questions through the AI assistant and our advisors, and to forward advisors&apos; replies to your WhatsApp
          (performance of a contract and your request).
        </li>
        <li>To provide the flashcard study tools and remember your progress (performance of a contract).</li>
        <li>
          To send you information about enrolment periods and our services through WhatsApp message templates, only when you have
          given us your number for that purpose; you can opt out at any time (consent, art. 7, I).
        </li>
        <li>To prevent abuse, fix problems and comply with legal obligations (legitimate interest and legal obligation).</li>
      </ul>

      <h2 id="sharing">4. Who we share it with</h2>
      <p>We never sell your personal data. We share it only with providers that process it on our behalf and under our instructions:</p>
      <ul>
        <li>OpenAI, to generate the AI assistant&apos;s replies and the audio versions of messages;</li>
        <li>Meta Platforms (WhatsApp Business Platform), to deliver messages to your WhatsApp number;</li>
        <li>our hosting and database providers, which store the service&apos;s data.</li>
      </ul>
      <p>
        Some of these providers are located outside Brazil. Such international transfers follow LGPD art. 33, based on contractual
        safeguards. We may also disclose data when required by law or by a competent authority.
      </p>

      <h2 id="cookies">5. Cookies and local storage</h2>
      <p>We use only what is strictly necessary for the service to work. We do not use advertising or third-party tracking cookies.</p>
      <ul>
        <li>a session cookie that keeps you signed in, which expires after a period of inactivity;</li>
        <li>a security cookie (XSRF-TOKEN) that protects forms against cross-site request forgery;</li>
        <li>your light or dark theme preference, kept in your browser&apos;s local storage.</li>
      </ul>

      <h2 id="retention">6. How long we keep it</h2>
      <p>
        We keep account, conversation and study data while your account exists. When you delete your account, this data is removed
        from our active systems. A daily job removes the rest on a fixed schedule:
      </p>
      <ul>
        <li>
          the record of sign-ins and of our staff&apos;s access to your data (who, when, from which IP address — never the content of
          your messages): {DAYS.auditoria} days, as the Marco Civil da Internet (art. 15) requires at least 6 months;
        </li>
        <li>generated audio that nobody has played for {DAYS.audioSemUso} days;</li>
        <li>raw WhatsApp notifications from Meta: {DAYS.webhooks} days after we have processed them;</li>
        <li>failed sign-in counters: {DAYS.tentativasLogin} days; expired sessions and password-reset links: as soon as they expire;</li>
        <li>
          Facebook data deletion requests: after {DAYS.pedidosExclusao} days your Facebook ID is anonymised; the confirmation code
          keeps working.
        </li>
        <li>
          database backups: at most {backupMaxAgeDays(BACKUP_KEEP_DEFAULT)} days, then deleted; an account deleted after a backup is
          deleted again if that backup is ever restored.
        </li>
      </ul>
      <p>We may keep the minimum information required to comply with legal obligations.</p>

      <h2 id="your-rights">7. Your rights under the LGPD</h2>
      <p>Under LGPD art. 18 you may, at any time and free of charge:</p>
      <ul>
        <li>confirm whether we process your data and access it;</li>
        <li>correct incomplete, inaccurate or outdated data;</li>
        <li>request the anonymisation, blocking or deletion of unnecessary or excessive data;</li>
        <li>request the portability of your data to another provider;</li>
        <li>request the deletion of data processed with your consent, and withdraw that consent;</li>
        <li>learn with whom we have shared your data, and the consequences of not giving consent;</li>
        <li>object to processing that does not comply with the law, and file a complaint with the ANPD (National Data Protection Authority).</li>
      </ul>
      <p>
        Signed in, you can do most of this yourself at <a href={settingsUrl}>/painel/config</a>: correct your name, e-mail and
        WhatsApp number; download a copy of all your data (“Baixar meus dados”, a JSON file, plus spreadsheets of your conversations
        and cards); see the history of your marketing consent (asked unticked when you register) and change it at any time, along with the
        version of these terms and this policy you accepted when you created your account.
      </p>

      <h2 id="deletion">8. Deleting your data</h2>
      <p>You can have your account and all of its data deleted in either of these ways:</p>
      <ul>
        <li>
          <strong>In the student area</strong>: sign in and open <a href={settingsUrl}>/painel/config</a> (“Configurações da Conta”),
          then choose to delete your account permanently. Your conversations, decks, cards and audio are deleted with it.
        </li>
        <li>
          <strong>Through Facebook</strong>: in Facebook, open Settings &amp; privacy → Settings → Apps and websites, find our app and
          remove it, asking for your data to be deleted. Meta sends us a deletion request and gives you a confirmation code.
        </li>
      </ul>
      <p>
        You can follow a deletion request made through Facebook on our <a href="/deletion-status">deletion status page</a> by
        entering its confirmation code.
      </p>

      <h2 id="security">9. Security</h2>
      <p>
        We use encrypted connections (HTTPS), hashed passwords, protection against cross-site request forgery and access controls that
        limit each person to their own data and staff to what they need to help you. No system is perfectly secure; if an incident
        may put you at relevant risk, we will notify you and the ANPD as the law requires.
      </p>

      <h2 id="children">10. Minors</h2>
      <p>Our service is intended for people aged 18 or over. We do not knowingly collect data from minors.</p>

      <h2 id="changes">11. Changes to this policy</h2>
      <p>
        We may update this policy. The date at the top shows the latest version; when changes are significant we will let you know
        through the website or by message.
      </p>

      <h2 id="contact">12. Contact</h2>
      <p>
        To exercise your rights or ask anything about this policy, talk to us through the chat assistant or the WhatsApp button on our{' '}
        <a href="/">home page</a>. We answer requests within the deadlines set by the LGPD.
      </p>
    </LegalLayout>
  );
}
