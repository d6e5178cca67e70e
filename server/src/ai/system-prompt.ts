import type { KnowledgeMatch } from './knowledge-base.js';
import { NOTHING_SET, contactPromptLines, type AdvisoryContact } from './advisory-contact.js';
import { greetingName } from './greeting-name.js';

/**
 * The Portuguese instructions given to the OpenAI model, with the advisory's contact data as the owner set it and the
 * best passages of the knowledge base. The person is named by their sanitised first name only: a username is free
 * text, and instructions hidden in it must not reach the model as part of ours.
 */
export function systemPrompt(
  userName: string,
  passages: KnowledgeMatch[],
  facts: readonly string[] = [],
  contact: AdvisoryContact = NOTHING_SET,
): string {
  const name = greetingName(userName);
  const lines = [
    'Você é o assistente virtual de uma assessoria que ajuda brasileiros a estudar medicina no Paraguai.',
    'A assessoria orienta na escolha da universidade, na lista de documentos, no apostilamento e legalização acadêmica,',
    'na inscrição e matrícula, no pedido de residência e na chegada ao país.',
    `Você está conversando com ${name || 'um(a) interessado(a)'}.`,
    '',
    'Regras:',
    '- Responda sempre em português do Brasil, com simpatia e objetividade (no máximo uns 150 palavras).',
    '- Use **negrito** para destacar pontos importantes e listas curtas com "- " quando ajudar. Não use HTML nem links.',
    '- Valores, prazos e exigências variam por universidade e mudam com o tempo: dê faixas de referência ("a partir de")',
    '  e recomende confirmar com um assessor. Nunca prometa aprovação, vaga ou resultado.',
    '- Responda só com o que está nos trechos abaixo. Se eles não cobrirem a pergunta, diga isso com franqueza e que a pergunta',
    '  foi encaminhada a um assessor da equipe, que responde por aqui. Nunca invente valores, datas, nomes ou regras.',
    '- Onde a resposta honesta é "não há garantia" (vaga, visto, residência, aprovação no Revalida, preço), diga isso primeiro.',
    '- Um curso do Paraguai não é "reconhecido pelo MEC" brasileiro: o diploma precisa ser revalidado (Revalida).',
    '- Mensagens marcadas como de um assessor foram escritas por pessoas da equipe: respeite o que elas disseram.',
    '',
    ...contactPromptLines(contact),
  ];
  if (facts.length > 0) {
    lines.push(
      '',
      'Fatos que respondem exatamente a esta pergunta (responda com eles, começando pela resposta direta, em até 2 frases;',
      'responda cada parte se houver duas; "Sim"/"Não" só se o fato disser):',
      ...facts.map((fact) => `- ${fact}`),
    );
  }
  if (passages.length > 0) {
    lines.push('', 'Trechos da base de conhecimento da assessoria (use-os como fonte principal):');
    for (const { section } of passages) lines.push('', `### ${section.title}`, section.body);
  }
  return lines.join('\n');
}
