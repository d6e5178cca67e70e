import type { NumerosFunil } from '@app/contracts';
import { funnelSteps } from '@/features/pipeline/logic/funnel';
import './stage-funnel.css';

const prospects = (n: number) => (n === 1 ? '1 prospecto' : `${n.toLocaleString('pt-BR')} prospectos`);

/**
 * The admissions funnel: one step per stage, as wide as the share of prospects who got at least that far, with the
 * numbers written beside it (the widths are decoration; the text says everything). Lost prospects are counted apart.
 */
export function StageFunnel({ porEtapa }: { porEtapa: NumerosFunil['porEtapa'] }) {
  const { steps, perdidos } = funnelSteps(porEtapa);
  return (
    <figure className="pipeline-funnel">
      <ol className="pipeline-funnel__steps" aria-label="Prospectos por etapa, contando os que já passaram dela">
        {steps.map((step) => (
          <li key={step.etapa} className="pipeline-funnel__step">
            <span className="pipeline-funnel__text">
              <strong>{step.etapa}</strong>{' '}
              <span>
                {prospects(step.daquiEmDiante)} nesta etapa ou adiante
                {step.doAnterior !== null && ` · ${step.doAnterior}% da etapa anterior`}
              </span>
            </span>
            <span className="pipeline-funnel__track" aria-hidden="true">
              <span className="pipeline-funnel__bar" style={{ width: step.largura > 0 ? `${Math.max(step.largura, 1.5)}%` : 0 }} />
            </span>
          </li>
        ))}
      </ol>
      <figcaption className="pipeline-funnel__lost">Perdidos: {prospects(perdidos)}</figcaption>
    </figure>
  );
}
