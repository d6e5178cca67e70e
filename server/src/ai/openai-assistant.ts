import type OpenAI from 'openai';
import type { ChatCompletionMessageParam } from 'openai/resources/chat/completions';
import type { AssistantProvider, AssistantQuestion, AssistantReply } from './assistant-provider.js';
import type { KnowledgeBase } from './knowledge-base.js';
import { readContact, type ContactSource } from './advisory-contact.js';
import { systemPrompt } from './system-prompt.js';
import { topicFinder } from './topic-finder.js';
import { knowledgeAssistant } from './knowledge-assistant.js';

/**
 * OpenAI Chat Completions, grounded on the best passages of the same knowledge base. What the offline assistant hands
 * to a person (a request for one, a complaint, a question the base does not cover) gets the same honest hand-off
 * without asking the model, so the model never improvises where the base is silent.
 */
export function openAiAssistant(client: OpenAI, model: string, kb: KnowledgeBase, contact: ContactSource): AssistantProvider {
  const topics = topicFinder(kb);
  const offline = knowledgeAssistant(kb, contact);
  return {
    name: `openai:${model}`,
    async answer({ question, history, userName }: AssistantQuestion): Promise<AssistantReply> {
      // The offline assistant's gate decides: where no fact answers the ask it hands off, and the model is never asked.
      const triage = await offline.answer({ question, history, userName });
      if (triage.kind === 'handoff') return triage;
      // The same passages the offline assistant would answer from, the conversation's topic included.
      const passages = topics.find(question, history).matches;
      // The owner's current contact data, so the model neither invents hours nor names a team that is not on the site.
      const advisory = await readContact(contact);
      const messages: ChatCompletionMessageParam[] = [
        { role: 'system', content: systemPrompt(userName, passages, triage.facts ?? [], advisory) },
        ...history.map((turn): ChatCompletionMessageParam => {
          if (turn.autor === 'user') return { role: 'user', content: turn.mensagem };
          if (turn.autor === 'ia') return { role: 'assistant', content: turn.mensagem };
          return { role: 'assistant', content: `[Mensagem de um assessor da equipe] ${turn.mensagem}` };
        }),
        { role: 'user', content: question },
      ];
      const completion = await client.chat.completions.create({ model, messages, max_completion_tokens: 700 });
      const text = completion.choices[0]?.message?.content?.trim();
      if (!text) throw new Error('OpenAI returned an empty answer');
      // A passage with an owner's placeholder still needs an advisor, whoever words the answer.
      return {
        text,
        kind: 'answer',
        articles: passages.map((p) => p.section.article),
        handoff: triage.handoff,
        ...(triage.handoffReason ? { handoffReason: triage.handoffReason } : {}),
        quickReplies: triage.quickReplies,
        ...(triage.facts ? { facts: triage.facts } : {}),
      };
    },
  };
}
