import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import type { Ticket } from '@app/contracts';
import { TicketRow } from '@/features/tickets/components/ticket-row';

afterEach(cleanup);

const base: Ticket = {
  user_id: 7,
  username: 'Bruna',
  whatsapp: null,
  ultima_mensagem: 'quero falar com um atendente',
  ultima_mensagem_autor: 'user',
  criado_em: '2026-11-24T12:00:00.000Z',
  status_atendimento: 'Aberto',
  status_ia: 'Ligada',
  aguardando_assessor: null,
};

function renderRow(ticket: Ticket) {
  render(
    <table>
      <tbody>
        <TicketRow
          ticket={ticket}
          selected={false}
          iaPending={false}
          statusPending={false}
          onOpen={vi.fn()}
          onStatusChange={vi.fn()}
          onToggleIa={vi.fn()}
        />
      </tbody>
    </table>,
  );
}

describe('TicketRow hand-off badge (issue 12)', () => {
  it('when the assistant handed the conversation over, then the row says "Aguardando assessor" and why', () => {
    renderRow({ ...base, aguardando_assessor: { desde: '2026-11-24T12:00:00.000Z', motivo: 'complaint' } });
    expect(screen.getByText('Aguardando assessor · reclamação')).toBeTruthy();
  });

  it('when nobody waits for an advisor, then there is no badge', () => {
    renderRow(base);
    expect(screen.queryByText(/Aguardando assessor/)).toBeNull();
  });
});

describe('TicketRow lead source (issue 15)', () => {
  it('when the registration recorded where the person came from, then the row names it under the name', () => {
    renderRow({ ...base, origem: 'instagram' });
    expect(screen.getByText('Origem: instagram')).toBeTruthy();
  });

  it('when no source was recorded, then the row says nothing about it', () => {
    renderRow(base);
    expect(screen.queryByText(/Origem:/)).toBeNull();
  });
});
