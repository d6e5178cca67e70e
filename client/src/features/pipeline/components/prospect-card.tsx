import { STATUS_ATENDIMENTO, type Cartao, type StatusAtendimento } from '@app/contracts';
import { formatDateTime } from '@/utils/format-date';
import { daysInStage, daysLabel, isOverdue } from '@/features/pipeline/logic/board';

interface ProspectCardProps {
  card: Cartao;
  now: Date;
  busy: boolean;
  onOpen(card: Cartao): void;
  onMove(card: Cartao, etapa: StatusAtendimento): void;
}

/** Data the board's drop handler reads: the dragged card's id. */
export const DRAG_TYPE = 'application/x-funil-prospecto';

/**
 * One prospect: name, owner, days in stage, next follow-up (red when overdue), waiting badge and document progress.
 * It moves by dragging with the mouse, or with the keyboard through its 'Mover para' select.
 */
export function ProspectCard({ card, now, busy, onOpen, onMove }: ProspectCardProps) {
  const overdue = isOverdue(card.proximo_contato_em, now);
  return (
    <li
      className="funil-card"
      draggable={!busy}
      aria-busy={busy || undefined}
      data-testid={`cartao-${card.user_id}`}
      onDragStart={(event) => {
        event.dataTransfer.setData(DRAG_TYPE, String(card.user_id));
        event.dataTransfer.setData('text/plain', String(card.user_id));
        event.dataTransfer.effectAllowed = 'move';
      }}
    >
      <button type="button" className="funil-card__name" onClick={() => onOpen(card)}>
        {card.username}
      </button>
      {card.aguardando && <span className="funil-badge">Aguardando resposta</span>}
      <dl className="funil-card__facts">
        <div>
          <dt>Responsável</dt>
          <dd>{card.responsavel?.username ?? 'Sem responsável'}</dd>
        </div>
        <div>
          <dt>Na etapa</dt>
          <dd>{daysLabel(daysInStage(card.etapa_desde, now))}</dd>
        </div>
        {card.proximo_contato_em && (
          <div className={overdue ? 'funil-card__due funil-card__due--overdue' : 'funil-card__due'}>
            <dt>Próximo contato</dt>
            <dd>
              {formatDateTime(card.proximo_contato_em)}
              {overdue && ' (atrasado)'}
            </dd>
          </div>
        )}
        <div>
          <dt>Documentos</dt>
          <dd>
            {card.documentos.entregues}/{card.documentos.total}
          </dd>
        </div>
        {card.origem && (
          <div className="funil-card__source">
            <dt>Origem</dt>
            <dd>{card.origem}</dd>
          </div>
        )}
        {card.motivo_perda && (
          <div>
            <dt>Motivo</dt>
            <dd>{card.motivo_perda}</dd>
          </div>
        )}
      </dl>
      <label className="funil-card__move">
        <span>Mover para</span>
        <select
          aria-label={`Mover ${card.username} para`}
          value={card.etapa}
          disabled={busy}
          onChange={(event) => onMove(card, event.target.value as StatusAtendimento)}
        >
          {STATUS_ATENDIMENTO.map((etapa) => (
            <option key={etapa} value={etapa}>
              {etapa}
            </option>
          ))}
        </select>
      </label>
    </li>
  );
}
