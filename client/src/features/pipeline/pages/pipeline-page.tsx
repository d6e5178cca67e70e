import { useCallback, useEffect, useState } from 'react';
import { DndContext, DragOverlay } from '@dnd-kit/core';
import {
  FILTROS_FUNIL,
  SEM_ORIGEM,
  STATUS_ATENDIMENTO,
  type Cartao,
  type FiltroFunil,
  type MotivoPerda,
  type StatusAtendimento,
} from '@app/contracts';
import { PlainOptions } from '@/components/ui/plain-options';
import { Spinner } from '@/components/ui/spinner';
import { BoardColumn } from '@/features/pipeline/components/board-column';
import { PipelineNumbers } from '@/features/pipeline/components/pipeline-numbers';
import { LostReasonDialog } from '@/features/pipeline/components/lost-reason-dialog';
import { ProspectPanel } from '@/features/pipeline/components/prospect-panel';
import { QuickRepliesManager } from '@/features/pipeline/components/quick-replies-manager';
import { useBoard, useMoveCard } from '@/features/pipeline/hooks/use-board';
import { useBoardDnd } from '@/features/pipeline/hooks/use-board-dnd';
import './pipeline-page.css';

const FILTER_LABELS: Record<FiltroFunil, string> = {
  todos: 'Todos',
  meus: 'Meus',
  'sem-responsavel': 'Sem responsável',
  atrasados: 'Atrasados',
  'meus-follow-ups': 'Meus follow-ups',
};

/** /admin/funil: every prospect by stage; cards move by drag and drop (mouse, touch or keyboard, dnd-kit) or a select. */
export default function PipelinePage() {
  const [filtro, setFiltro] = useState<FiltroFunil>('todos');
  const [typed, setTyped] = useState('');
  const [busca, setBusca] = useState('');
  const [origem, setOrigem] = useState('');
  const board = useBoard(filtro, busca, origem);
  const move = useMoveCard();
  const [busy, setBusy] = useState<ReadonlySet<number>>(new Set());
  const [message, setMessage] = useState('');
  const [losing, setLosing] = useState<Cartao | null>(null);
  const [open, setOpen] = useState<Cartao | null>(null);
  // Days in stage and overdue dates are measured at the moment the board was fetched.
  const now = new Date(board.dataUpdatedAt || Date.now());

  // Typing settles for a moment before the board asks the server.
  useEffect(() => {
    const timer = setTimeout(() => setBusca(typed.trim()), 300);
    return () => clearTimeout(timer);
  }, [typed]);

  const dnd = useBoardDnd();
  const [dragging, setDragging] = useState<Cartao | null>(null);

  const send = useCallback(
    async (card: Cartao, etapa: StatusAtendimento, lost?: { motivo: MotivoPerda; nota: string }) => {
      setBusy((set) => new Set(set).add(card.user_id));
      setMessage('');
      const outcome = await move(card.user_id, {
        etapa,
        versao: card.versao,
        ...(lost ? { motivo: lost.motivo, nota: lost.nota || undefined } : {}),
      });
      setBusy((set) => {
        const next = new Set(set);
        next.delete(card.user_id);
        return next;
      });
      setMessage(outcome.ok ? `${card.username} movido para ${etapa}.` : outcome.message);
    },
    [move],
  );

  const requestMove = useCallback(
    (card: Cartao, etapa: StatusAtendimento) => {
      if (etapa === card.etapa) return;
      if (etapa === 'Perdido') setLosing(card);
      else void send(card, etapa);
    },
    [send],
  );

  return (
    <div className="pipeline-page">
      <header className="pipeline-header">
        <h1>Funil de matrícula</h1>
        <div className="pipeline-filters" role="group" aria-label="Filtros">
          {FILTROS_FUNIL.map((value) => (
            <button
              key={value}
              type="button"
              aria-pressed={filtro === value}
              className="pipeline-filter"
              onClick={() => setFiltro(value)}
            >
              {FILTER_LABELS[value]}
            </button>
          ))}
        </div>
        <label className="pipeline-source">
          <span>Origem</span>
          <select value={origem} onChange={(event) => setOrigem(event.target.value)}>
            <option value="">Todas as origens</option>
            <PlainOptions values={[...new Set([...(board.data?.origens ?? []), ...(origem ? [origem] : [])])]} />
            <option value={SEM_ORIGEM}>{SEM_ORIGEM}</option>
          </select>
        </label>
        <label className="pipeline-search">
          <span className="visually-hidden">Buscar por nome ou número</span>
          <input
            type="search"
            placeholder="Buscar por nome ou número"
            value={typed}
            onChange={(event) => setTyped(event.target.value)}
          />
        </label>
      </header>
      <PipelineNumbers />
      <QuickRepliesManager />
      <p className="pipeline-status" role="status" aria-live="polite">
        {message}
      </p>
      {board.isPending && <Spinner label="Carregando o funil..." />}
      {board.isError && (
        <p role="alert" className="pipeline-error">
          Não foi possível carregar o funil.
        </p>
      )}
      <DndContext
        sensors={dnd.sensors}
        accessibility={dnd.accessibility}
        collisionDetection={dnd.collisionDetection}
        onDragStart={({ active }) => setDragging(dnd.cardOf(active.data.current) ?? null)}
        onDragCancel={() => setDragging(null)}
        onDragEnd={({ active, over }) => {
          setDragging(null);
          const card = dnd.cardOf(active.data.current);
          const etapa = STATUS_ATENDIMENTO.find((e) => e === over?.id);
          if (card && etapa) requestMove(card, etapa);
        }}
      >
        <div className="pipeline-board">
          {(board.data?.colunas ?? []).map((column) => (
            <BoardColumn
              key={column.etapa}
              column={column}
              filter={{ filtro, busca, origem }}
              now={now}
              busyIds={busy}
              draggingId={dragging?.user_id ?? null}
              onOpen={setOpen}
              onMove={requestMove}
            />
          ))}
        </div>
        <DragOverlay dropAnimation={null}>
          {dragging && <div className="pipeline-card pipeline-card--overlay">{dragging.username}</div>}
        </DragOverlay>
      </DndContext>
      {losing && (
        <LostReasonDialog
          name={losing.username}
          onClose={() => setLosing(null)}
          onConfirm={(motivo, nota) => {
            const card = losing;
            setLosing(null);
            void send(card, 'Perdido', { motivo, nota });
          }}
        />
      )}
      {open && <ProspectPanel card={open} onClose={() => setOpen(null)} />}
    </div>
  );
}
