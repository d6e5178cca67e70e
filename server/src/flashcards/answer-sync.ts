import type { SyncOutcome } from '@app/contracts';
import type { Actor } from '../lib/auth.js';
import { HttpError } from '../lib/errors.js';
import type { CardRow } from './flashcards.repository.js';
import type { StudyAnswerInput, SyncAnswersInput } from './flashcards.schemas.js';

/** The online rule's refusal of a second answer to the same showing of a card. */
export const ALREADY_ANSWERED = 'Este card já foi respondido em outra aba ou dispositivo. Recarregue a página.';

interface AnswerPath {
  answerCard(actor: Actor, deckId: number, cardId: number, input: StudyAnswerInput, givenAt: Date): Promise<{ card: CardRow; revisao: { repetida: boolean } }>;
}

/** One entry of the answer (the wire shape is `syncAnswersResponseSchema`; dates go out as ISO text). */
interface Result {
  chave: string;
  situacao: SyncOutcome;
  motivo?: string;
  card?: CardRow;
}

const ANSWERED_ELSEWHERE = 'Este card foi respondido em outro aparelho enquanto você estava sem conexão; vale a resposta que chegou primeiro.';
const CARD_GONE = 'O card ou o deck foi excluído enquanto você estava sem conexão; a resposta foi descartada.';

/** The server's rule, worded for someone who studied offline: what happened to the answer and why. */
function refusalReason(error: HttpError): string {
  if (error.status === 404) return CARD_GONE;
  if (error.status === 409 && error.message === ALREADY_ANSWERED) return ANSWERED_ELSEWHERE;
  return error.message;
}

/**
 * Applies an outbox of offline answers in answer-time order (ties keep the device's order), each in its own
 * transaction through the same path as an online answer: a replayed `chave` is reported `repetida` and changes
 * nothing; an answer the server's rules refuse (card answered elsewhere, deleted, answer too old) is reported
 * `recusada` with the reason and is never retried. Anything else (a 5xx) fails the request: the device keeps its
 * outbox and sends it again, and what was already applied comes back `repetida`.
 */
export function answerSync(flashcards: AnswerPath) {
  return {
    async syncAnswers(actor: Actor, input: SyncAnswersInput): Promise<{ resultados: Result[] }> {
      const order = input.respostas
        .map((answer, index) => ({ answer, index }))
        .sort((a, b) => a.answer.respondido_em.getTime() - b.answer.respondido_em.getTime() || a.index - b.index);
      const resultados: Result[] = new Array<Result>(input.respostas.length);
      for (const { answer, index } of order) {
        const { deckId, cardId, respondido_em, ...studyAnswer } = answer;
        try {
          const { card, revisao } = await flashcards.answerCard(actor, deckId, cardId, studyAnswer, respondido_em);
          resultados[index] = { chave: answer.chave, situacao: revisao.repetida ? 'repetida' : 'aplicada', card };
        } catch (error) {
          if (!(error instanceof HttpError) || error.status >= 500) throw error;
          resultados[index] = { chave: answer.chave, situacao: 'recusada', motivo: refusalReason(error) };
        }
      }
      return { resultados };
    },
  };
}
