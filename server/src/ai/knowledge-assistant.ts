import type { AssistantProvider, AssistantQuestion } from './assistant-provider.js';
import type { KnowledgeBase, KnowledgeMatch } from './knowledge-base.js';
import { words } from './portuguese-text.js';
import { greetingName } from './greeting-name.js';

export const HANDOFF_ANSWER =
  'Não encontrei essa informação na minha base de conhecimento, então vou **encaminhar a sua pergunta para um de nossos assessores**. ' +
  'Ele responderá por aqui (e no seu WhatsApp) assim que possível.\n' +
  'Enquanto isso, posso ajudar com documentos para a matrícula, legalização, custos, prazos, universidades, visto e residência.';

const GREETING_WORDS = new Set(['oi', 'ola', 'opa', 'eai', 'eae', 'salve', 'bom', 'boa', 'dia', 'tarde', 'noite', 'tudo', 'bem', 'e', 'ai', 'hello', 'hi']);
const THANKS = /^(muito )?(obrigad[oa]|valeu|agradec)/;

/**
 * A question is answered from the base only when the match is convincing: most of its words found,
 * or at least two words that are specific to the section, with a score well above noise.
 */
export function isRelevant(match: KnowledgeMatch): boolean {
  return (match.coverage >= 0.6 && match.score >= 15) || (match.specificMatches >= 2 && match.score >= 40);
}

/** Offline assistant: retrieval over the shipped Portuguese knowledge base, never inventing facts. */
export function knowledgeAssistant(kb: KnowledgeBase): AssistantProvider {
  return {
    name: 'knowledge-base',
    async answer({ question, userName }: AssistantQuestion) {
      const typed = words(question);
      const name = greetingName(userName);
      if (typed.length > 0 && typed.every((w) => GREETING_WORDS.has(w))) {
        return (
          `Olá${name ? `, ${name}` : ''}! Sou o assistente virtual da assessoria. Posso explicar **documentos para a matrícula**, ` +
          '**legalização**, **custos**, **prazos**, **universidades**, **visto** e como falar com um assessor. O que você gostaria de saber?'
        );
      }
      if (typed.length <= 6 && THANKS.test(typed.join(' '))) {
        return 'Por nada! Se surgir outra dúvida, é só perguntar por aqui.';
      }
      const [best, second] = kb.search(question, 2);
      if (!best || !isRelevant(best)) return HANDOFF_ANSWER;
      const parts = [best.section.body];
      if (second && isRelevant(second) && second.score >= best.score * 0.6 && second.section.topic !== best.section.topic) {
        parts.push(`**${second.section.title}**\n${second.section.body}`);
      }
      return parts.join('\n\n');
    },
  };
}
