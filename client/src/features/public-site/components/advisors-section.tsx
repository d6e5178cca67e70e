import type { SiteAdvisor } from '@app/contracts';
import { toAdvisorCard } from '@/features/public-site/logic/advisor-cards';
import { AdvisorCard } from './advisor-card';
import './site-base.css';
import './advisors-section.css';

export const ADVISORS_HEADING = 'Fale com um de nossos assessores';

interface AdvisorsSectionProps {
  advisors: readonly SiteAdvisor[];
  message: string;
  /** h1 on the standalone page (cards-teste), h2 inside the landing. */
  headingLevel?: 1 | 2;
}

/** 'Fale com um de nossos assessores': the advisors' cards. The buttons are plain links (no HTTP call). */
export function AdvisorsSection({ advisors, message, headingLevel = 2 }: AdvisorsSectionProps) {
  const Heading = `h${headingLevel}` as const;
  return (
    <section id="assessores" className="site-section site-advisors" aria-labelledby="assessores-heading">
      <div className="site-container site-advisors__layout">
        <div className="site-advisors__intro">
          <p className="site-kicker">Assessoria humana</p>
          <Heading id="assessores-heading" className="site-section__title">
            {ADVISORS_HEADING}
          </Heading>
          <p className="site-section__lead">
            Nossos assessores estão prontos para orientar você em cada etapa da matrícula no curso de medicina no Paraguai: da
            documentação e legalização à inscrição na universidade e à chegada ao país.
          </p>
        </div>
        <div className="site-advisors__cards">
          {advisors.map((advisor) => (
            <AdvisorCard
              key={`${advisor.nome}-${advisor.telefone ?? ''}`}
              card={toAdvisorCard(advisor, message)}
              headingLevel={headingLevel === 1 ? 2 : 3}
            />
          ))}
        </div>
      </div>
    </section>
  );
}
