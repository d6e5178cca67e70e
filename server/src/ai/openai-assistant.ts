import type OpenAI from 'openai';
import type { ChatCompletionMessageParam } from 'openai/resources/chat/completions';
import type { AssistantProvider, AssistantQuestion } from './assistant-provider.js';
import type { KnowledgeBase } from './knowledge-base.js';
import { systemPrompt } from './system-prompt.js';

/** OpenAI Chat Completions, grounded on the best passages of the same knowledge base. */
export function openAiAssistant(client: OpenAI, model: string, kb: KnowledgeBase): AssistantProvider {
  return {
    name: `openai:${model}`,
    async answer({ question, history, userName }: AssistantQuestion) {
      const passages = kb.search(question, 3).filter((match) => match.score >= 10);
      const messages: ChatCompletionMessageParam[] = [
        { role: 'system', content: systemPrompt(userName, passages) },
        ...history.map((turn): ChatCompletionMessageParam => {
          if (turn.autor === 'user') return { role: 'user', content: turn.mensagem };
          if (turn.autor === 'ia') return { role: 'assistant', content: turn.mensagem };
          return { role: 'assistant', content: `[Mensagem de um assessor da equipe] ${turn.mensagem}` };
        }),
        { role: 'user', content: question },
      ];
      const completion = await client.chat.completions.create({ model, messages, max_completion_tokens: 700 });
      const text = completion.choices[0]?.message?.content?.trim();
      if (!text) throw new Error('OpenAI devolveu uma resposta vazia');
      return text;
    },
  };
}
