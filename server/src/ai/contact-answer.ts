import {
  ADVISOR_BUTTON,
  ADVISORS_SECTION,
  WHATSAPP_BUTTON,
  advisorCardsWithButton,
  advisorTitle,
  advisoryWhatsapp,
  officeHoursLine,
  type AdvisoryContact,
} from './advisory-contact.js';

/** What a question about the advisory itself asks: when it answers, its number, how to reach it, who its advisors are. */
export type ContactAsk = 'hours' | 'number' | 'channels' | 'advisors';

/**
 * Another office's schedule or number ("o horário das aulas", "o telefone da migraciones") is not the advisory's,
 * unless the message says it is ours ("o whats de vocês pra mandar os documentos da matrícula").
 */
const OTHER_PLACE =
  /\b(aula|aulas|faculdade|universidade|curso|prova|cartorio|consulado|embaixada|migraciones|migracoes|dnm|policia|banco|hospital|internato|inscricao|matricula|prazo|edital|revalida|ensino medio|escola|shopping|loja|lojas|mercado|supermercado|farmacia|restaurante|feira|igreja|academia)\b/;
const SAYS_OURS = /\b(de|da|do|com|para|pra) (voces|assessoria|equipe)\b/;
const DAY_OR_TIME = '(sabado|sabados|domingo|domingos|feriado|feriados|fim de semana|final de semana|noite|madrugada|de manha)';
const OURS = '(voces|assessoria|equipe|escritorio|assessor|assessores|assessora|assessoras|atendimento)';

const ASKS: Array<[ContactAsk, RegExp[]]> = [
  [
    'hours',
    [
      /\bhorarios? (de )?(atendimento|atencion|funcionamento|expediente)\b/,
      new RegExp(`\\bhorarios? (de |da |do |das |dos )?${OURS}\\b`),
      /\bexpediente\b/,
      // "e qual o horário?" on its own: the team's hours, where no class or bus is named.
      /^(e )?(qual|quais) (e |eh |o |os )?(o |os )?horarios?( de atendimento| de funcionamento)?$/,
      new RegExp(
        `\\b(atend\\w*|funcion\\w*|abre|abrem|aberto|abertos|respond\\w*) (no |na |nos |nas |aos |de |em |a )?${DAY_OR_TIME}\\b`,
      ),
      /\b(ate )?que horas?\b.*\b(atend\w*|abre|abrem|fecha|fecham|funciona\w*|respond\w*)\b/,
      /\b(atend\w*|abre|abrem|fecha|fecham|funciona\w*|respond\w*)\b.*\b(ate )?que horas?\b/,
    ],
  ],
  [
    'number',
    [
      new RegExp(`\\b(whatsapp|telefone|telefones|fone|numero|celular) (de |da |do |dos |das )?${OURS}\\b`),
      /\b(voces|assessoria|equipe) (tem|tienen|possui|possuem) (um |algum )?(whatsapp|telefone|numero|celular)\b/,
      /^(e )?(voces )?(tem|tienen|qual|qual eh|me passa|passa|me manda|manda|me da|pode me passar) (o |um |algum |uns |os |seu )?(whatsapp|telefone|fone|numero|celular)( (para|de) (ligar|falar|contato|ligacao|chamar))?$/,
      /\b(ligar|ligo|liga) (para|pra) (voces|assessoria|equipe)\b/,
    ],
  ],
  [
    'channels',
    [
      new RegExp(
        `\\bcomo (eu )?(faco (para |de )?|posso |consigo )?(falo|falar|entro|entrar|converso|conversar|chamo|chamar|contato|contatar|acho|encontro) (em contato )?(com )?(a |o |um |uma |os )?${OURS}\\b`,
      ),
      /\bcomo (eu )?(faco (para |de )?|posso )?(entro|entrar) em contato$/,
      new RegExp(`\\b(formas?|canais?|canal|meios?) de (contato|atendimento|falar)\\b|\\bcontatos? (de |da |do )?${OURS}\\b`),
    ],
  ],
  [
    'advisors',
    [
      /\bquem sao (os |as )?(assessor\w*|medic\w*)\b/,
      /\b(assessor\w*|voces) (da assessoria )?(sao|eh) (medic\w*|formad\w*|brasileir\w*)\b/,
      /\b(formacao|curriculo) (dos |das |de )?(assessor\w*|voces)\b/,
      /\b(assessor\w*|voces)\b.*\b(estudaram|se formaram|formaram)\b/,
    ],
  ],
];

/** What the message asks about the advisory's contact, if that is what it asks; words are normalised (folded). */
export function contactAskOf(words: readonly string[]): ContactAsk | undefined {
  const text = words.join(' ');
  if (OTHER_PLACE.test(text) && !SAYS_OURS.test(text)) return undefined;
  return ASKS.find(([, patterns]) => patterns.some((pattern) => pattern.test(text)))?.[0];
}

/** A short follow-up that names only a day or a time ("e sábado?", "e de noite?") keeps asking about the hours. */
export function asksHoursAgain(words: readonly string[], earlierAsk: ContactAsk | undefined): boolean {
  return earlierAsk === 'hours' && words.length <= 4 && new RegExp(`\\b${DAY_OR_TIME}\\b`).test(words.join(' '));
}

const ASK_HERE = 'peça aqui para **falar com um assessor**';
const A_PERSON = `Para falar com uma pessoa da equipe, ${ASK_HERE}`;

/** How to reach the advisors' own WhatsApp, when some card has the button. */
const advisorCardsLine = (contact: AdvisoryContact) =>
  advisorCardsWithButton(contact)
    ? `no site, na seção **"${ADVISORS_SECTION}"**, toque em **"${ADVISOR_BUTTON}"** no cartão do assessor`
    : '';

const joined = (...parts: string[]) => parts.filter(Boolean).join(' ');

function hoursAnswer(contact: AdvisoryContact): string {
  const hours = officeHoursLine(contact);
  if (!hours)
    return `Eu não tenho o horário de atendimento da equipe para informar. ${A_PERSON}: a resposta chega nesta conversa assim que possível.`;
  return joined(hours, `${A_PERSON}: a resposta chega nesta conversa (fora desse horário, assim que possível).`);
}

function numberAnswer(contact: AdvisoryContact): string {
  const whatsapp = advisoryWhatsapp(contact);
  const cards = advisorCardsLine(contact);
  const hours = officeHoursLine(contact);
  if (whatsapp) {
    const alsoCards = cards ? `Os assessores também atendem pelo WhatsApp: ${cards}.` : '';
    return joined(`O WhatsApp da assessoria é **${whatsapp}** (no site, botão **"${WHATSAPP_BUTTON}"**).`, alsoCards, hours);
  }
  if (cards) return joined(`Você fala com um assessor pelo WhatsApp: ${cards}.`, hours);
  return joined(
    `Não tenho um número da assessoria para informar: o atendimento é por aqui mesmo. ${A_PERSON}: a resposta chega nesta conversa.`,
    hours,
  );
}

function channelsAnswer(contact: AdvisoryContact): string {
  const whatsapp = advisoryWhatsapp(contact);
  const cards = advisorCardsLine(contact);
  const hours = officeHoursLine(contact);
  const here = `${ASK_HERE} e uma pessoa da equipe responde nesta conversa`;
  if (!whatsapp && !cards) return joined(`Você fala com a nossa equipe **por aqui mesmo**: ${here}.`, hours);
  const ways = [
    `- **Por aqui mesmo**: ${here};`,
    whatsapp ? `- **WhatsApp da assessoria**: ${whatsapp} (botão **"${WHATSAPP_BUTTON}"** do site);` : '',
    cards ? `- **Direto com um assessor**: ${cards};` : '',
  ].filter(Boolean);
  ways[ways.length - 1] = ways.at(-1)!.replace(/;$/, '.');
  return ['Você pode falar com a nossa equipe:', ...ways, ...(hours ? [hours] : [])].join('\n');
}

function advisorsAnswer(contact: AdvisoryContact): string | undefined {
  if (contact.assessores.length === 0) return undefined;
  const advisors = contact.assessores.map((advisor) => {
    const note = advisor.nota.trim().replace(/[.;\s]+$/, '');
    return `- **${advisorTitle(advisor)}**${note ? `: ${note}` : ''}`;
  });
  const cards = advisorCardsLine(contact);
  return ['Nossos assessores:', ...advisors, ...(cards ? [`Para falar com um deles pelo WhatsApp, ${cards}.`] : [])].join('\n');
}

/**
 * The reply to a question about the advisory's contact, from the data the owner set, or undefined where nothing the
 * owner set answers it (who the advisors are, before any was set): then a person answers.
 */
export function contactAnswer(ask: ContactAsk, contact: AdvisoryContact): string | undefined {
  switch (ask) {
    case 'hours':
      return hoursAnswer(contact);
    case 'number':
      return numberAnswer(contact);
    case 'channels':
      return channelsAnswer(contact);
    case 'advisors':
      return advisorsAnswer(contact);
  }
}
