import { useState, type FormEvent } from 'react';
import { useQueryParam } from '@/lib/use-query-param';
import { useDeletionStatus, type DeletionLookup } from '@/features/deletion-requests/hooks/use-deletion-status';
import { DELETION_STEPS, describeDeletionStatus } from '@/features/deletion-requests/logic/deletion-status-text';
import { formatDateTime } from '@/utils/format-date';
import './deletion-status-page.css';

/** /deletion-status?code=...: the state of a Facebook data-deletion request, in Portuguese (the site frame comes from src/app). */
export function DeletionStatusPage() {
  const [param, setParam] = useQueryParam('code');
  const code = (param ?? '').trim();
  const { lookup, retry } = useDeletionStatus(code);

  return (
    <div className="site-container deletion">
      <h1 className="deletion__title">Status da exclusão de dados</h1>
      <p className="deletion__lead">
        Acompanhe aqui o pedido de exclusão de dados feito pelo Facebook, usando o código de confirmação que você recebeu.
      </p>
      <CodeForm key={code} initialCode={code} onSubmit={(next) => setParam(next || null)} />
      <section className="deletion__result" aria-live="polite" aria-label="Resultado da consulta">
        <LookupResult lookup={lookup} onRetry={retry} />
      </section>
      <p className="deletion__help">
        Saiba mais sobre como tratamos os seus dados na nossa <a href="/privacy">Política de Privacidade</a>.
      </p>
    </div>
  );
}

function CodeForm({ initialCode, onSubmit }: { initialCode: string; onSubmit: (code: string) => void }) {
  const [value, setValue] = useState(initialCode);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSubmit(value.trim());
  };
  return (
    <form className="deletion__form" onSubmit={submit} role="search">
      <label htmlFor="deletion-code">Código de confirmação</label>
      <div className="deletion__row">
        <input
          id="deletion-code"
          name="code"
          value={value}
          onChange={(event) => setValue(event.target.value)}
          autoComplete="off"
          spellCheck={false}
          maxLength={80}
          placeholder="Ex.: 4f9c2a7b1e"
          required
        />
        <button type="submit" className="site-btn site-btn--primary">
          Consultar
        </button>
      </div>
    </form>
  );
}

function LookupResult({ lookup, onRetry }: { lookup: DeletionLookup; onRetry: () => void }) {
  switch (lookup.state) {
    case 'missing-code':
      return (
        <div className="deletion__card" data-state="missing-code">
          <h2>Informe o código de confirmação</h2>
          <p>
            Nenhum código foi informado. Digite acima o código de confirmação recebido ao remover o nosso aplicativo nas
            configurações do Facebook.
          </p>
        </div>
      );
    case 'loading':
      return (
        <div className="deletion__card" data-state="loading" role="status">
          <p>Consultando a solicitação...</p>
        </div>
      );
    case 'not-found':
      return (
        <div className="deletion__card deletion__card--warning" data-state="not-found">
          <h2>Solicitação não encontrada.</h2>
          <p>Não existe pedido de exclusão com esse código. Confira se o código foi digitado exatamente como você o recebeu.</p>
        </div>
      );
    case 'error':
      return (
        <div className="deletion__card deletion__card--warning" data-state="error">
          <h2>Não foi possível consultar agora</h2>
          <p>Verifique a sua conexão e tente novamente em instantes.</p>
          <button type="button" className="site-btn btn-outline-primary" onClick={onRetry}>
            Tentar novamente
          </button>
        </div>
      );
    case 'found': {
      const { request } = lookup;
      const { title, text } = describeDeletionStatus(request.status);
      const currentStep = DELETION_STEPS.findIndex((step) => step.status === request.status);
      return (
        <div className="deletion__card" data-state={request.status}>
          <h2>{title}</h2>
          <p>{text}</p>
          <ol className="deletion__steps" aria-label="Etapas da exclusão">
            {DELETION_STEPS.map((step, i) => (
              <li key={step.status} data-done={i <= currentStep} aria-current={i === currentStep ? 'step' : undefined}>
                {step.label}
              </li>
            ))}
          </ol>
          <dl className="deletion__facts">
            <div>
              <dt>Código de confirmação</dt>
              <dd>
                <code>{request.confirmation_code}</code>
              </dd>
            </div>
            <div>
              <dt>Recebida em</dt>
              <dd>{formatDateTime(request.recebido_em)}</dd>
            </div>
            <div>
              <dt>Concluída em</dt>
              <dd>{request.concluido_em ? formatDateTime(request.concluido_em) : 'Ainda não concluída'}</dd>
            </div>
          </dl>
        </div>
      );
    }
  }
}
