import { SITE_NAME } from '@/content/site';
import { appUrl } from '@/config/env';
import { LegalLayout } from '@/features/public-site/components/legal-layout';

export const TERMS_EFFECTIVE = 'May 10, 2025';

/** /terms: the terms of use in English (docs/product.md, Privacy and terms). */
export default function TermsPage() {
  return (
    <LegalLayout title="Terms of Use" dateLine={<>Effective date: {TERMS_EFFECTIVE}</>}>
      <p>
        These terms govern your use of the {SITE_NAME} website, its AI chat assistant, the student area and our WhatsApp channel
        (together, the “service”). By creating an account or using the service you agree to them. Please also read our{' '}
        <a href="/privacy">Privacy Policy</a>.
      </p>

      <h2>1. Eligibility</h2>
      <p>
        You must be at least 18 years old and able to enter into a binding agreement to create an account or use the service. By
        using it you confirm that you meet this requirement.
      </p>

      <h2>2. The service</h2>
      <p>
        We provide guidance to people who want to study medicine abroad, mainly in Paraguay: information about universities,
        documents, academic legalisation and enrolment, and study tools such as flashcards. Admission decisions belong to the
        universities and authorities involved; we do not guarantee admission, places, prices or timelines set by third parties.
      </p>

      <h2>3. Your account</h2>
      <ul>
        <li>Give accurate information, including a WhatsApp number you own, and keep it up to date.</li>
        <li>Keep your password confidential; you are responsible for activity on your account.</li>
        <li>Tell us promptly if you suspect unauthorised use.</li>
      </ul>

      <h2>4. The AI assistant</h2>
      <p>
        The chat assistant uses artificial intelligence to answer questions about studying medicine and about our service. Its
        answers are automatically generated, may be incomplete or inaccurate, and are not legal, immigration, financial or medical
        advice. Confirm important information with our advisors before making decisions. Our staff can read conversations to help
        you and can turn the assistant off for your account and reply personally. Do not send sensitive personal data through the
        chat.
      </p>

      <h2>5. WhatsApp chat</h2>
      <p>
        When you give us your WhatsApp number, our advisors&apos; replies may also be sent to it, and we may send you messages about
        enrolment periods and our services. Your use of WhatsApp is also subject to Meta&apos;s terms. You can ask us to stop
        non-essential messages at any time by replying to them or by writing to us. Your carrier&apos;s usual data rates apply.
      </p>

      <h2>6. Acceptable use</h2>
      <ul>
        <li>Do not use the service for unlawful, abusive, misleading or harassing purposes.</li>
        <li>Do not try to access other people&apos;s accounts or data, or to disrupt or overload the service.</li>
        <li>Do not upload content you have no right to share; you remain responsible for the flashcards and messages you create.</li>
      </ul>
      <p>We may suspend or close accounts that break these terms.</p>

      <h2>7. Intellectual property</h2>
      <p>
        The website, its texts, illustrations and software belong to {SITE_NAME} or its licensors. You keep the rights to the content
        you create and give us the licence needed to store and display it to you and to our staff in order to provide the service.
      </p>

      <h2>8. Account deletion</h2>
      <p>
        You can delete your account permanently at any time in the student area, at{' '}
        <a href={appUrl('/painel/config')}>/painel/config</a> (“Configurações da Conta”). Deletion removes your conversations,
        flashcard decks, cards and related audio and cannot be undone. See the Privacy Policy for other ways to request deletion.
      </p>

      <h2>9. Disclaimers and liability</h2>
      <p>
        The service is provided “as is”. To the extent permitted by law, we are not liable for indirect damages or for decisions
        made on the basis of automatically generated answers. Nothing in these terms limits rights you have under the Brazilian
        Consumer Protection Code (Código de Defesa do Consumidor).
      </p>

      <h2>10. Changes</h2>
      <p>
        We may update these terms; the effective date above shows the current version. If changes are significant we will tell you
        in advance through the website or by message. Continuing to use the service after they take effect means you accept them.
      </p>

      <h2>11. Governing law and contact</h2>
      <p>
        These terms are governed by the laws of Brazil. Questions? Talk to us through the chat assistant or the WhatsApp button on
        our <a href="/">home page</a>.
      </p>
    </LegalLayout>
  );
}
