import { describe, expect, it } from 'vitest';
import { KnowledgeBase } from '../knowledge-base.js';
import { knowledgeAssistant } from '../knowledge-assistant.js';

const assistant = knowledgeAssistant(new KnowledgeBase());
const greetingFor = async (userName: string) => {
  const { text: answer } = await assistant.answer({ question: 'Oi!', history: [], userName });
  return answer.slice(0, answer.indexOf('!') + 1);
};

describe('offline assistant greeting name', () => {
  it.each([
    ['maria eduarda', 'Olá, Maria!'],
    ['JOÃO', 'Olá, João!'],
    ['  ana   clara souza ', 'Olá, Ana!'],
    ['ANA-LUÍSA Pereira', 'Olá, Ana-Luísa!'],
    ["d'ávila", "Olá, D'Ávila!"],
    ['Conceição', 'Olá, Conceição!'],
    // Decomposed accents (as some keyboards send them) are the same name.
    ['Jose\u0301 Carlos', 'Olá, José!'],
  ])('when the username is "%s", then it greets "%s"', async (userName, greeting) => {
    expect(await greetingFor(userName)).toBe(greeting);
  });

  it.each([
    ['a URL', 'https://evil.test/x'],
    ['a URL without scheme', 'evil.test/x Maria'],
    ['a markdown link', '[Clique aqui](https://evil.test/x)'],
    ['markdown bold', '**Promoção**'],
    ['an e-mail', 'golpe@evil.test'],
    ['emoji only', '🎉🎉🎉'],
    ['a name glued to an emoji', 'Maria🎉'],
    ['a very long word', 'A'.repeat(200)],
    ['digits', 'Maria2'],
    ['an HTML tag', '<img src=x onerror=alert(1)>'],
    ['a right-to-left override', 'Maria\u202Ex'],
    ['a single letter', 'M'],
    ['blank', '   '],
  ])('when the username is %s, then it greets without a name', async (_kind, userName) => {
    expect(await greetingFor(userName)).toBe('Olá!');
  });
});
