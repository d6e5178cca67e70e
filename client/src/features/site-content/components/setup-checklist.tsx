import type { SetupStep } from '@app/contracts';
import { StatusIcon } from '@/components/ui/icons';
import { SETUP_TEXT, stepState } from '@/features/site-content/logic/setup-checklist';
import './setup-checklist.css';

/** The owner's setup list: each item configurado or pendente, with the one thing to do while pending. */
export function SetupChecklist({ steps }: { steps: readonly SetupStep[] }) {
  return (
    <ul className="setup-checklist" aria-label="Configuração">
      {steps.map((step) => {
        const text = SETUP_TEXT[step.item];
        const state = stepState(step);
        return (
          <li key={step.item} className="setup-checklist__item" data-state={state}>
            <StatusIcon name={step.configurado ? 'success' : step.opcional ? 'info' : 'warning'} decorative />
            <div>
              <p className="setup-checklist__title">
                {text.label}: <strong>{state}</strong>
              </p>
              {!step.configurado && <p className="setup-checklist__todo">{text.todo}</p>}
            </div>
          </li>
        );
      })}
    </ul>
  );
}
