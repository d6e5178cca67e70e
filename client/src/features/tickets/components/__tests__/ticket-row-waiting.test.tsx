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
          now={new Date('2026-11-24T12:45:00.000Z')}
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

describe('TicketRow waiting badge', () => {
  it('when the conversation waits for a person, then the row says for how long and why', () => {
    renderRow({ ...base, aguardando_assessor: { desde: '2026-11-24T12:00:00.000Z', motivo: 'complaint' } });
    expect(screen.getByText('Aguardando assessor há 45 min · reclamação')).toBeTruthy();
  });

  it('when the person wrote while the team handles the conversation, then the badge says so', () => {
    renderRow({ ...base, aguardando_assessor: { desde: '2026-11-24T10:30:00.000Z', motivo: 'mensagem' } });
    expect(screen.getByText('Aguardando assessor há 2 h 15 min · escreveu e aguarda resposta')).toBeTruthy();
  });

  it('when an unproven account shares its number with a WhatsApp lead, then the row warns of a possible duplicate', () => {
    renderRow({ ...base, duplicata: { userId: 9, username: 'Maria', numero: '5511989534747', lead: true } });
    expect(screen.getByText(/Possível duplicata: o número \+55 \(11\) 98953-4747 também é de um prospecto do WhatsApp \(Maria\)/)).toBeTruthy();
  });

  it('when nobody waits for an advisor, then there is no badge', () => {
    renderRow(base);
    expect(screen.queryByText(/Aguardando assessor/)).toBeNull();
  });
});

describe('TicketRow lead source', () => {
  it('when the registration recorded where the person came from, then the row names it under the name', () => {
    renderRow({ ...base, origem: 'instagram' });
    expect(screen.getByText('Origem: instagram')).toBeTruthy();
  });

  it('when no source was recorded, then the row says nothing about it', () => {
    renderRow(base);
    expect(screen.queryByText(/Origem:/)).toBeNull();
  });
});
