import type { AssistantProvider, AssistantQuestion, AssistantReply, HandoffReason } from './assistant-provider.js';
import type { KnowledgeBase } from './knowledge-base.js';
import { TALK_TO_ADVISOR, composeAnswer } from './answer-composer.js';
import { greetingName } from './greeting-name.js';
import { intentOf } from './message-intent.js';
import { normalisedWords } from './portuguese-text.js';
import { topicFinder } from './topic-finder.js';

export const HANDOFF_ANSWER =
  'Não encontrei essa informação na minha base de conhecimento, então vou **encaminhar a sua pergunta para um de nossos assessores**. ' +
  'Ele responderá por aqui (e no seu WhatsApp) assim que possível.\n' +
  'Enquanto isso, posso ajudar com documentos para a matrícula, legalização, custos, prazos, universidades, visto e residência.';
export const HUMAN_HANDOFF_ANSWER =
  'Claro! Vou **encaminhar a sua conversa para um de nossos assessores**. Ele responderá por aqui (e no seu WhatsApp) ' +
  'assim que possível, em horário comercial.';
export const CASE_STATUS_ANSWER =
  'Eu não tenho acesso ao andamento do seu processo, então vou **encaminhar a sua pergunta para um de nossos assessores**. ' +
  'Ele confere o seu caso e responde por aqui (e no seu WhatsApp) assim que possível.';
export const COMPLAINT_ANSWER =
  'Sinto muito por isso. Vou **encaminhar a sua mensagem para a equipe** agora, para que um assessor veja o seu caso e responda ' +
  'por aqui (e no seu WhatsApp) assim que possível. Se puder, conte o que aconteceu, com datas e valores: isso ajuda a resolver mais rápido.';
export const ABUSE_ANSWER =
  'Entendo a frustração. Estou aqui para ajudar com dúvidas sobre estudar medicina no Paraguai: documentos, custos, prazos, ' +
  'universidades, visto e revalidação. Se preferir, peça para falar com um assessor.';
export const OFF_TOPIC_ANSWER =
  'Esse assunto foge do que eu sei responder: sou o assistente da assessoria para quem quer estudar medicina no Paraguai. ' +
  'Posso ajudar com documentos, custos, prazos, universidades, visto e residência, ou com a revalidação do diploma no Brasil.';

const STARTER_REPLIES = [
  'Quanto custa estudar medicina no Paraguai?',
  'Quais documentos são necessários para a matrícula?',
  'Como funciona o Revalida?',
  TALK_TO_ADVISOR,
];

const reply = (text: string, kind: AssistantReply['kind'], quickReplies: string[] = STARTER_REPLIES): AssistantReply => ({
  text,
  kind,
  articles: [],
  handoff: false,
  quickReplies,
});
const handoff = (text: string, reason: HandoffReason): AssistantReply => ({
  text,
  kind: 'handoff',
  articles: [],
  handoff: true,
  handoffReason: reason,
  quickReplies: [],
});

/**
 * Offline assistant: understands informal, misspelt and Spanish messages, keeps the conversation's topic from its history,
 * and answers with the passage of the knowledge base that answers the question, never inventing facts.
 */
export function knowledgeAssistant(kb: KnowledgeBase): AssistantProvider {
  const topics = topicFinder(kb);
  const articleTopic = (article: string) => {
    const first = kb.sections.find((s) => s.article === article);
    return first && { topic: first.topic, firstTitle: first.title };
  };
  return {
    name: 'knowledge-base',
    async answer({ question, history, userName }: AssistantQuestion): Promise<AssistantReply> {
      const intent = intentOf(normalisedWords(question));
      switch (intent) {
        case 'greeting': {
          const name = greetingName(userName);
          return reply(
            `Olá${name ? `, ${name}` : ''}! Sou o assistente virtual da assessoria. Posso explicar **documentos para a matrícula**, ` +
              '**legalização**, **custos**, **prazos**, **universidades**, **visto** e como falar com um assessor. O que você gostaria de saber?',
            'greeting',
          );
        }
        case 'thanks':
          return reply('Por nada! Se surgir outra dúvida, é só perguntar por aqui.', 'thanks');
        case 'complaint':
          return handoff(COMPLAINT_ANSWER, 'complaint');
        case 'human':
          return handoff(HUMAN_HANDOFF_ANSWER, 'human');
        case 'abuse':
          return reply(ABUSE_ANSWER, 'abuse');
        case 'caseStatus':
          return handoff(CASE_STATUS_ANSWER, 'unknown');
        case 'offTopic':
          return reply(OFF_TOPIC_ANSWER, 'offTopic');
        case 'question':
          break;
      }
      const found = topics.find(question, history);
      if (found.matches.length === 0)
        return found.inDomain ? handoff(HANDOFF_ANSWER, 'unknown') : reply(OFF_TOPIC_ANSWER, 'offTopic');
      const answer = composeAnswer(question, found.matches, articleTopic);
      return {
        text: answer.text,
        kind: 'answer',
        articles: answer.articles,
        handoff: answer.needsAdvisor,
        ...(answer.needsAdvisor ? { handoffReason: 'unknown' as const } : {}),
        quickReplies: answer.quickReplies,
      };
    },
  };
}
