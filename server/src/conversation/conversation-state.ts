import type { ConversationState, EstadoConversa, NovaMensagemEvent } from '@app/contracts';
import type { ConversationPerson, StoredMessage } from './conversation.repository.js';

/** The one place a message becomes the realtime event every screen receives. */
export function messageEvent(userId: number, message: StoredMessage): NovaMensagemEvent {
  return { userId, ...message };
}

/** Who answers the person now: a wait for a person comes first, then the staff's assistant switch. */
export function estadoOf(person: Pick<ConversationPerson, 'status_ia' | 'aguardando_assessor_em'>): EstadoConversa {
  if (person.aguardando_assessor_em) return 'aguardando';
  return person.status_ia === 'Ligada' ? 'assistente' : 'equipe';
}

/** Whether the assistant may answer the person's next message. */
export const assistantAnswers = (person: Pick<ConversationPerson, 'status_ia' | 'aguardando_assessor_em'>) =>
  estadoOf(person) === 'assistente';

/**
 * What the person reads while a person, not the assistant, will answer: plain words about who answers, where (here,
 * and on WhatsApp when they have a number) and when (the office hours, when the advisory set them).
 */
export function noticeFor(estado: EstadoConversa, options: { hasWhatsapp: boolean; officeHours: string | null }): string | null {
  if (estado === 'assistente') return null;
  const where = options.hasWhatsapp ? 'por aqui e no seu WhatsApp' : 'por aqui';
  const when = options.officeHours ? ` Nosso horário de atendimento: ${options.officeHours}.` : '';
  if (estado === 'aguardando') {
    return `Sua mensagem foi passada para a nossa equipe. Uma pessoa vai responder ${where}, assim que possível.${when} O assistente virtual não responde enquanto isso.`;
  }
  return `Você está falando com a nossa equipe. As respostas chegam ${where}.${when}`;
}

export function stateOf(person: ConversationPerson, officeHours: string | null): ConversationState {
  const estado = estadoOf(person);
  return {
    userId: person.id,
    estado,
    espera:
      person.aguardando_assessor_em && person.aguardando_assessor_motivo
        ? { desde: new Date(person.aguardando_assessor_em).toISOString(), motivo: person.aguardando_assessor_motivo }
        : null,
    aviso: noticeFor(estado, { hasWhatsapp: Boolean(person.whatsapp), officeHours }),
  };
}
