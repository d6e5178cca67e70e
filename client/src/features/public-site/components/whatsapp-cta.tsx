import { Icon } from '@/components/ui/icons';
import './site-base.css';
import './whatsapp-cta.css';

/** The landing's link button to the team's WhatsApp chat. */
export function WhatsAppCta({ href }: { href: string }) {
  return (
    <section className="site-cta" aria-labelledby="whatsapp-heading">
      <div className="site-container site-cta__inner">
        <div>
          <h2 id="whatsapp-heading" className="site-cta__title">
            Prefere conversar agora?
          </h2>
          <p className="site-cta__text">Chame a nossa equipe no WhatsApp e receba orientação sobre vagas, documentos e custos.</p>
        </div>
        <a
          className="site-btn site-btn--whatsapp site-btn--lg"
          href={href}
          target="_blank"
          rel="noopener noreferrer"
          data-testid="whatsapp-button"
        >
          <Icon name="whatsapp" />
          Falar no WhatsApp
        </a>
      </div>
    </section>
  );
}
