import type { AssistantReply, ConversationTurn } from '../assistant-provider.js';

type Ask = (question: string, history: ConversationTurn[]) => Promise<AssistantReply>;

/** Replays a conversation as the widget sends it (each reply joins the next question's history); the last reply. */
export async function replay(ask: Ask, ...messages: string[]): Promise<AssistantReply> {
  const history: ConversationTurn[] = [];
  let reply = await ask(messages[0]!, history);
  for (const message of messages.slice(1)) {
    history.push({ autor: 'user', mensagem: messages[history.length / 2]! }, { autor: 'ia', mensagem: reply.text });
    reply = await ask(message, [...history]);
  }
  return reply;
}
