import type {
  AssistantProvider,
  AssistantQuestion,
  AssistantReply,
  ConversationTurn,
  HandoffReason,
} from './assistant-provider.js';
import type { KnowledgeBase, KnowledgeMatch } from './knowledge-base.js';
import { TALK_TO_ADVISOR, sourceLine } from './answer-composer.js';
import { NOTHING_SET, officeHoursLine, readContact, type ContactSource } from './advisory-contact.js';
import { CHECKS_A_CLAIM, contradicts } from './claim-check.js';
import { asksHoursAgain, contactAnswer, contactAskOf } from './contact-answer.js';
import {
  PART_CHARS,
  chooseFact,
  ledWith,
  coveredBy,
  factText,
  neighbourOffers,
  offerOf,
  type AskedPart,
  type ChosenFact,
} from './fact-answer.js';
import { allFacts, type KnowledgeFact } from './knowledge-facts.js';
import {
  aspectsAsked,
  asksLiveInformation,
  asksWhatItIs,
  asksYesNo,
  disambiguated,
  ownCaseOutsideBase,
  subjectOutsideBase,
} from './message-aspect.js';
import { greetingName } from './greeting-name.js';
import { intentOf } from './message-intent.js';
import { SPANISH_WORDS, fold, isEverydayWord, normalisedWords, searchTerms } from './portuguese-text.js';
import type { TopicFinding } from './topic-finding.js';
import { topicFinder } from './topic-finder.js';
import { ASKS_FOR_CHANGE, CHILDREN, GENERIC_TERMS, LIGHT_VERBS, PLACE_WORDS, VISA_ARTICLE } from './topic-words.js';

/** It never opens with "Não": asked "tem internato?", a reply that starts "Não encontrei…" reads as a no. */
export const HANDOFF_ANSWER =
  'Essa informação não está na minha base de conhecimento, então vou **encaminhar a sua pergunta para um de nossos assessores**. ' +
  'Ele responderá por aqui (e no seu WhatsApp) assim que possível.\n' +
  'Enquanto isso, posso ajudar com documentos para a matrícula, legalização, custos, prazos, universidades, visto e residência.';
/** The gate: the subject is known but no fact answers this ask; a person answers rather than a neighbouring fact. */
export const NO_FACT_ANSWER =
  'Essa informação exata eu não tenho confirmada, então vou **encaminhar a sua pergunta para um de nossos assessores**, ' +
  'que responde por aqui (e no seu WhatsApp) assim que possível.';
const OTHER_PART_HANDOFF =
  'A outra parte da sua pergunta eu não tenho confirmada: vou **encaminhá-la a um assessor**, que responde por aqui.';
const INCOMPLETE_HANDOFF =
  'Esse ponto é confirmado por um assessor: vou **encaminhar a sua pergunta** para a equipe, que responde por aqui.';

/**
 * Rare words that still name no thing of their own: months, "compensa", slang and Spanish fillers ("rola", "mucho"),
 * where someone saw or heard something ("vi no tiktok que…"), how one's family lives ("sou de família humilde") and a
 * claim to check ("confere?", "procede?", "é boato?").
 */
const NOT_A_SUBJECT = new Set(
  'humilde humildes carente carentes desempregado desempregada aposentado surtando confere conferir procede boato janeiro fevereiro marco abril maio junho julho agosto setembro outubro novembro dezembro enero febrero mayo junio julio septiembre octubre noviembre diciembre compensa compensar compensaria sobe subir subiu atrapalha atrapalhar rola rolar estranhar estranha estranho acostumar acostuma mucho muchos mucha muy alla tiktok instagram insta youtube facebook anuncio video videos propaganda providenciar providencio providenciei providencia providenciando pesquisando pesquisar pesquisei pesquisa pesquisas'.split(
    ' ',
  ),
);
/**
 * The two words before what someone tells of themselves: a town they live in or come from ("mora em", "sou de"), their
 * name ("me chamo", "sou o").
 */
const FROM_OR_LIVING =
  /^(moro|mora|moramos|moram|vivo|vive|vivemos|sou|somos|venho|vim|resido|reside|estou|to) (em|de|no|na|do|da)$|^(sou|eh) (o|a|um|uma)$|^(me|se) chamo$|^nome (e|eh)$/;
/** A reply with its source line stays within this. */
const WITH_SOURCE_CHARS = 400;
/** The question asks for certainty about an outcome ("é certeza que sai?", "vcs garantem?", "fica congelado?"). */
const ASKS_FOR_CERTAINTY =
  /\b(garant\w*|certeza|ctz|com certeza|certo que|congelad[oa]|fixo|vai (valer|ser aceit[oa]|sair)|sai com|na hora|promete|prometem|prometer|confirma (q|que) sim)\b|\bme confirma\b.*\b(sai|sair|vai|consigo|consegue|passo|passa|aprovad\w*|vaga|a tempo)\b/;
/** What a yes/no question says is needed ("precisa de residência?", "tem que ter passaporte?"). */
const NEEDS =
  /\b(precisa|preciso|precisam|precisaria|tem que ter|tenho que ter|necesita|necesito|oferece|oferecem|aceita|aceitam)( de| da| do| dos| das| fazer| tirar)? (?:(?:o|a|os|as|um|uma|algum|alguma|algo de|algum tipo de) )?(?!(isso|algo|mais|tambem|tb|ir|ser|estar|ter|pra|para)\b)(\w{4,})/;
/** The peso taken for Paraguay's currency ("em pesos", "a moeda é o peso"), not a weight ("excesso de peso"). */
const PESO_AS_CURRENCY = /\b(em|quantos|mil|milhoes) pesos\b|\bmoeda\b.*\bpeso\b|\bpeso\b.*\bmoeda\b|\bpesos? paraguaios?\b/;
/** A statement that opens with the honest no itself ("**Não.** A assessoria…", "Ninguém pode garantir…", "Não há prazo garantido"). */
/** Words that judge ("difícil", "caro", "longe"): a yes/no on them is not a yes/no on whether something is allowed. */
const EVALUATIVE = new Set(
  'dificil dificeis facil faceis bom boa bons boas ruim caro cara caros caras barato barata longe perto puxado puxada pesado pesada demorado demorada complicado complicada'.split(
    ' ',
  ),
);
const STATES_NO = /^\*\*N[aã]o\b|^(\*\*)?(Ningu[eé]m|Nenhum)\b|^(\*\*)?N[aã]o h[aá] [^.]{0,20}garant/i;
const OWN_YES_NO = /^(\*\*)?(N[aã]o|Sim)[.:,](\*\*)?\s*/;
/** Whether a thing is required ("é obrigatório…?", "tem que…?", "precisa mesmo…?"). */
const ASKS_OBLIGATION = /\b(obrigatori[oa]|necessari[oa]|precisa|preciso|tem que|tenho que|tem de|exigid[oa])\b/;
/** A condition on a need ("antes de me formar", "se eu mudar de estado", "no paraguai"): its yes is not the statement's. */
const CONDITIONED =
  /\b(antes|depois|se|quando|enquanto|durante|de novo|novamente|sem|ainda|paraguai|paraguay|aqui|outra|outro|tambem|dupla|duas)\b/;
/** A "Não." whose statement says the thing is not there or not needed ("**Não.** … **não há vestibular**"). */
const NO_THEN_NONE = /^(\*\*)?N[aã]o[.:,](\*\*)?\s+[^.]*?\b(n[aã]o h[aá]|n[aã]o é preciso|n[aã]o precisa)/i;
/** A need the message itself denies ("não precisa de revalida", "não é obrigatório"). */
const NEED_DENIED = /\b(nao|sem) (precisa|preciso|precisam|precisar|e obrigatori[oa]|e necessari[oa]|tem que|tenho que|exige)\b/;
/** A "Não." that a statement of need follows ("**Não.** Para exercer… o diploma precisa ser revalidado"): what is needed. */
const NO_THEN_NEED = /^(\*\*)?N[aã]o[.:,](\*\*)?\s+[^.]*?\b(?:precisa|é preciso|exige|obrigat\w*)\b([^.;]{0,40})/i;

/** The "Não." is followed by the need of the very thing asked ("revalidar" … "precisa ser revalidado"), not another one's. */
function needsWhatIsAsked(text: string, asked: readonly string[]): boolean {
  const needed = NO_THEN_NEED.exec(text)?.[3];
  if (needed === undefined) return false;
  // "revalida" and "revalidado" stem apart ("reval", "revalid"): their first letters say they are the same thing.
  const terms = new Set(searchTerms(needed.replace(/\*/g, '')).map((t) => t.slice(0, 5)));
  return searchTerms(asked.join(' ')).some((t) => !GENERIC_TERMS.has(t) && terms.has(t.slice(0, 5)));
}
const OPENS_WITH_YES = /^(\*\*)?(Sim|Pode|Podem|D[aá] para|D[aá] pra)\b/;
/**
 * Where a two-question message splits: a question mark, or "e"/a comma before a question word, or "e" before a new
 * subject ("qnto ta a mensalidade e o fies cobre?"); used only once two subjects were found.
 */
/** "e depois?", "e dps?", "y después?": what comes next after what was just said. */
const NEXT_STEP = /^(e |y |mas )?(depois|dps|despues|luego|e ai|e entao|proximo passo|qual o proximo passo)( disso)?$/;
const ASK_BREAK =
  /\?|,\s*(?=(?:e\s+)?(?:quando|qnd|qual|quais|quanto|qto|qnto|como|onde|tem|posso|precisa|se)\b)|\s+e\s+(?=(?:quando|qnd|qual|quais|quanto|qto|qnto|como|onde|se|precisa|posso|da pra|o|a|os|as|em (?:que|q|qual|quais))\s)/i;

/** The pieces of a many-question message that are matched to its topics. */
const MAX_PIECES = 8;

/** The office hours the owner set follow it; none are claimed while they have not set any. */
export const HUMAN_HANDOFF_ANSWER =
  'Claro! Vou **encaminhar a sua conversa para um de nossos assessores**. Ele responderá por aqui (e no seu WhatsApp) ' +
  'assim que possível.';
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

/** The article whose subject is reaching the advisory: a contact answer points at it. */
const CONTACT_ARTICLE = 'falar-com-assessor';

/**
 * Offline assistant: understands informal, misspelt and Spanish messages, keeps the conversation's topic from its history,
 * and answers with the passage of the knowledge base that answers the question, never inventing facts. Questions about
 * the advisory's own contact (hours, number, advisors) are answered from what the owner set in /admin/site (`contact`;
 * without it, a fresh install that set nothing).
 */
export function knowledgeAssistant(kb: KnowledgeBase, contact: ContactSource = async () => NOTHING_SET): AssistantProvider {
  const topics = topicFinder(kb);
  const facts = allFacts(kb.sections);
  // Each section's question as title terms, less any word every title of its article has ("assessoria" in each of the
  // fees' titles): that names the article, so "vcs são confiáveis? dizem que assessoria é golpe" does not ask whether
  // the advisory guarantees results.
  const titleTerms = new Map(kb.sections.map((x) => [x.id, searchTerms(x.title)]));
  const sectionQuestion = new Map(
    kb.sections.map((x) => {
      const siblings = kb.sections.filter((o) => o.article === x.article).map((o) => new Set(titleTerms.get(o.id)));
      const own = titleTerms.get(x.id)!.filter((t) => siblings.length < 2 || !siblings.every((terms) => terms.has(t)));
      return [x.id, new Set(own)];
    }),
  );
  /** The statements each answer gives, to check a quick reply's trial against. */
  const answeredFrom = new WeakMap<AssistantReply, KnowledgeFact[]>();
  const articleKeywords = new Map<string, Set<string>>();
  for (const fact of facts)
    articleKeywords.set(fact.article, new Set([...(articleKeywords.get(fact.article) ?? []), ...fact.sectionTerms]));
  // "o revalida é difícil?" asks how hard, which a section titled "A aprovação no Revalida é garantida" does not
  // answer with its "Não.": an evaluative word its title does not have asks another question.
  const asksSectionQuestion = (words: readonly string[], sectionId: string) => {
    // The judgement is what is asked ("é difícil?", "fica muito caro?"), not a remark ("minha nota foi boa").
    const judged = words.filter(
      (w, i) => EVALUATIVE.has(w) && /^(e|eh|ta|esta|fica|sera|seria|muito|mto|mt|meio|bem|tao)$/.test(words[i - 1] ?? ''),
    );
    const title = sectionQuestion.get(sectionId) ?? new Set<string>();
    // "ela precisa de residência também?" asks about the residence, which a section titled "Preciso de visto…" does not
    // answer with its "Não:": the thing needed must be the one its title names.
    const needed = NEEDS.exec(words.join(' '))?.[4];
    const neededTerm = needed ? searchTerms(needed)[0] : undefined;
    if (neededTerm && ![...title].some((t) => t === neededTerm || (t.length >= 5 && t.slice(0, 5) === neededTerm.slice(0, 5))))
      return false;
    // "meu rg é de 2009, serve pra entrar?" shares no word with "Preciso de visto…": its "Não." answers another question.
    const asked = searchTerms(words.join(' ')).filter((t) => !GENERIC_TERMS.has(t) && !LIGHT_VERBS.has(t));
    if (!asked.some((t) => title.has(t) || (t.length >= 5 && [...title].some((x) => x.slice(0, 5) === t.slice(0, 5)))))
      return false;
    if (judged.length === 0) return true;
    return searchTerms(judged.join(' ')).some((t) => title.has(t));
  };
  /** A reply; `withOffers`: its quick replies are tried as the next message (a trial itself offers none). */
  async function respond(
    { question, history, userName }: AssistantQuestion,
    withOffers: boolean,
    asOneAsk = false,
  ): Promise<AssistantReply> {
    // The message's words, normalised once: every check below reads them (each normalisation folds and rewrites).
    const heard = normalisedWords(question);
    // Only an emoji or a question mark as the first message ("👋", "?") is a hello; later ("??") it is someone waiting.
    const intent = heard.length === 0 && history.length === 0 ? 'greeting' : intentOf(heard);
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
      case 'human': {
        const hours = officeHoursLine(await readContact(contact));
        return handoff(hours ? `${HUMAN_HANDOFF_ANSWER} ${hours}` : HUMAN_HANDOFF_ANSWER, 'human');
      }
      case 'abuse':
        return reply(ABUSE_ANSWER, 'abuse');
      case 'caseStatus':
        return handoff(CASE_STATUS_ANSWER, 'unknown');
      case 'offTopic':
        return reply(OFF_TOPIC_ANSWER, 'offTopic');
      case 'question':
        break;
    }
    const asked = heard;
    const contactAsk = contactAskOf(asked) ?? (asksHoursAgain(asked, contactAskOf(lastUserWords(history))) ? 'hours' : undefined);
    if (contactAsk) {
      const text = contactAnswer(contactAsk, await readContact(contact));
      if (!text) return handoff(NO_FACT_ANSWER, 'unknown');
      const articles = kb.articles().includes(CONTACT_ARTICLE) ? [CONTACT_ARTICLE] : [];
      const reply: AssistantReply = {
        text,
        kind: 'answer',
        articles,
        handoff: false,
        quickReplies: [TALK_TO_ADVISOR],
        facts: [text],
      };
      // Another subject in the same message ("quanto custa e qual o horário de vocês?") still gets its own answer.
      const pieces = question.split(ASK_BREAK).filter((piece) => piece.trim());
      const rest = pieces.filter(
        (piece) => !contactAskOf(normalisedWords(piece)) && !asksHoursAgain(normalisedWords(piece), contactAsk),
      );
      const other =
        rest.length > 0 && rest.length < pieces.length
          ? await respond({ question: rest.join(' '), history, userName }, withOffers)
          : undefined;
      return other?.kind === 'answer' ? withOtherAnswer(reply, other) : reply;
    }
    const corrected = heard.map((w) => kb.correct(w));
    const { words } = disambiguated(corrected, lastUserWords(history));
    if (ownCaseOutsideBase(heard) || asksLiveInformation(heard) || namesSomeone(heard, kb) || asksForProvider(corrected))
      return handoff(NO_FACT_ANSWER, 'unknown');
    if (subjectOutsideBase(heard)) return handoff(HANDOFF_ANSWER, 'unknown');
    const homonym = words.some((w, i) => w !== corrected[i]);
    const read = homonym ? `${words.join(' ')}?` : question;
    // "e depois?" asks the next step of what was just said: the statement after it in its section.
    const lastSaid = [...history].reverse().find((t) => t.autor === 'ia')?.mensagem;
    const stepFrom = NEXT_STEP.test(heard.join(' ')) ? ledWith(lastSaid, facts) : undefined;
    const stepSection = stepFrom && kb.sections.find((x) => x.id === stepFrom.sectionId);
    const whole: TopicFinding = askedOnly(
      stepSection
        ? { matches: [{ section: stepSection, score: 1, terms: [] }], followUp: true, inDomain: true, byShape: true }
        : topics.find(read, history),
      askingSentence(question, kb).length > 0 ? fromFirstAsk(question, kb) : [],
    );
    const found = asOneAsk ? whole : twoAsks(question, whole, (piece) => topics.find(piece, history));
    if (found.matches.length === 0)
      return found.inDomain ? handoff(HANDOFF_ANSWER, 'unknown') : reply(OFF_TOPIC_ANSWER, 'offTopic');
    // A place carries over to a new subject ("qual faculdade em cde?" → "e lá é seguro?"): "lá" is that place.
    // In a two-part message, a place one part names is the other's too ("é seguro e faz calor em cde?").
    const messagePlaces = words.filter(isPlace);
    const earlierPlace = messagePlaces.length > 0 ? messagePlaces : placeOfConversation(history);
    const inherited = found.followUp ? lastUserWords(history) : [];
    const childNamed = recentUserWords(history).some((w) => CHILDREN.has(w));
    const said = [...history].reverse().find((t) => t.autor === 'ia')?.mensagem;
    // Pieces are paired two by two below: a message of dozens of questions is read for its first few.
    const pieces =
      found.matches.length > 1
        ? question
            .split(ASK_BREAK)
            .filter((p) => p.trim().length > 0)
            .slice(0, MAX_PIECES)
        : [read];
    const assigned = assignPieces(
      pieces,
      // Two questions of one article ("eles conseguem residência? e as crianças estudam onde?") split by their sections.
      found.matches.map((m) =>
        found.matches.every((o) => o.section.article === m.section.article)
          ? new Set(searchTerms(`${m.section.title} ${m.section.keywords}`))
          : articleKeywords.get(m.section.article),
      ),
    );
    const parts: AskedPart[] = found.matches.map((match, index) => {
      const piece = found.matches.length > 1 ? assigned[index]! : read;
      const pieceWords = disambiguated(normalisedWords(piece).map((w) => kb.correct(w))).words;
      // The place carried over counts as asked: it decides between a subject's sections ("É seguro em Ciudad del Este").
      const asked = [...pieceWords, ...(pieceWords.some(isPlace) ? [] : earlierPlace)];
      const certain = ASKS_FOR_CERTAINTY.test(pieceWords.join(' '));
      // "sou dentista, tenho 52 anos. tem limite de idade?": the sentence that asks says whether it is a yes or no.
      const focus = askingSentence(found.matches.length > 1 ? piece : question, kb);
      return {
        match,
        // "…empieza en marzo. Qué seguro médico necesita?": what the message tells before it asks is not what it asks.
        aspects: found.overview
          ? []
          : (found.asks ??
            aspectsAsked(focus.length > 0 ? fromFirstAsk(found.matches.length > 1 ? piece : question, kb) : pieceWords)),
        yesNo: !found.overview && (asksYesNo(pieceWords) || (focus.length > 0 && asksYesNo(focus))),
        // An overview gives each section's lead statement, whatever word a later sentence shares with the message.
        words: found.overview || found.aspectOnly ? [] : asked,
        inherited,
        childNamed,
        unknown: SPANISH_WORDS.test(fold(question)) ? [] : unheardOf(pieceWords, kb),
        said,
        certainty: certain,
        change: ASKS_FOR_CHANGE.test(pieceWords.join(' ')),
        definition: asksWhatItIs(pieceWords),
        focus,
        ...(stepFrom ? { after: stepFrom.id } : {}),
        ...(found.byShape ? {} : { articleTerms: articleKeywords.get(match.section.article) ?? new Set<string>() }),
      };
    });
    const first = parts.map((part) => ({ part, chosen: chooseFact(part, facts) }));
    // A part its article cannot answer, whose words are about another part's article ("a residência temporária,
    // quanto tempo dura?" found as the course's length), is asked again of that article.
    const chosen = first.map((c) => {
      if (c.chosen) return c;
      const other = first.find((o) => o.chosen && o.part.match.section.article !== c.part.match.section.article);
      if (!other || !coveredBy(c.part, other.part)) return c;
      // Within the section the other part was answered from: the same subject, another of its statements.
      const section = kb.sections.find((x) => x.id === other.chosen!.fact.sectionId) ?? other.part.match.section;
      const part = { ...c.part, match: { ...other.part.match, section }, articleTerms: other.part.articleTerms };
      return {
        part,
        chosen: chooseFact(
          part,
          facts.filter((f) => f.sectionId === section.id),
        ),
      };
    });
    // Two parts answered by the same statement say it once, and not again as the other's supporting detail.
    const answered = chosen
      .filter((c): c is { part: AskedPart; chosen: ChosenFact } => c.chosen !== undefined)
      .filter((c, i, all) => all.findIndex((o) => o.chosen.fact.id === c.chosen.fact.id) === i)
      .map((c, _, all) =>
        all.some((o) => o.chosen.fact.id === c.chosen.detail?.id) ? { ...c, chosen: { ...c.chosen, detail: undefined } } : c,
      );
    if (answered.length === 0) return handoff(NO_FACT_ANSWER, 'unknown');

    const certainty = ASKS_FOR_CERTAINTY.test(heard.join(' '));
    const blocks = answered.map(({ part, chosen: c }) => {
      let text = factText(c, answered.length > 1 ? PART_CHARS : undefined);
      // An open question ("qual…?", "como…?") is not answered by the fact's own "Não."/"Sim,"; nor is a judgement
      // its section's title does not ask about ("o revalida é difícil?" against "A aprovação… é garantida").
      // "é obrigatório revalidar?" asks whether a thing is needed: a "Não." before "…precisa ser revalidado" would say the
      // opposite of its own sentence.
      // "…não precisa de revalida, é isso?" denies the need: the statement's own "Não." answers it.
      const needIsAnswer =
        ASKS_OBLIGATION.test(part.words.join(' ')) &&
        !NEED_DENIED.test(part.words.join(' ')) &&
        (needsWhatIsAsked(text, part.words) || needsWhatIsAsked(c.fact.text, part.words));
      const ownQuestion = part.yesNo && !needIsAnswer && asksSectionQuestion(part.words, c.fact.sectionId);
      if (!ownQuestion && !certainty) text = capitalised(text.replace(OWN_YES_NO, ''));
      // "o revalida é obrigatório?" against "**Não.** Para exercer… precisa ser revalidado": the need is a yes.
      // "dá pra entrar sem vestibular?" against "**Não.** … não há vestibular": doing without it is a yes.
      if (part.yesNo && /\bsem\b/.test(part.words.join(' ')) && NO_THEN_NONE.test(text))
        text = text.replace(OWN_YES_NO, `${YES} `);
      // Only a plain ask: "tenho que fazer o revalida antes de me formar?" puts a condition the statement does not meet.
      if (needIsAnswer && part.yesNo && !certainty && !CONDITIONED.test(part.words.join(' ')) && !OWN_YES_NO.test(text))
        text = `${YES} ${text}`;
      if (certainty && !STATES_NO.test(text)) text = `**Não há garantia.** ${capitalised(text.replace(OWN_YES_NO, ''))}`;
      // "é verdade q o curso dura só 4 anos?": the statement that says otherwise ("dura 6 anos") is a no, said first.
      else if (CHECKS_A_CLAIM.test(heard.join(' ')) && !OWN_YES_NO.test(text) && !STATES_NO.test(text))
        // A statement that opens with its own yes ("Pode, mas cada pessoa…") is a qualified yes, never a "Não".
        if (!OPENS_WITH_YES.test(text) && contradicts(part.words, c.fact.text)) text = `**Não.** ${text}`;
      // "quanto tempo leva o visto?": the premise is corrected before the residence's answer.
      if (part.words.includes('visto') && part.match.section.article === VISA_ARTICLE && !/\bvisto\b/i.test(text))
        text = `Brasileiros **não precisam de visto**; o que se pede é a residência temporária. ${text}`;
      // "quanto ta a mensalidade em pesos? a moeda de lá é o peso né": the currency is corrected first.
      if (PESO_AS_CURRENCY.test(part.words.join(' ')) && !/guarani/i.test(text))
        text = `A moeda do Paraguai é o **guarani** (₲), não o peso. ${text}`;
      // "e a certidão de nascimento tb?" after the apostille: a paper the statement lists as apostilled is a yes.
      // Its supporting detail gives way to it, so that the dated source still fits beside the statement.
      if (!OWN_YES_NO.test(text) && listedAsApostilled(part.words, lastUserWords(history), text))
        text = `${YES} ${factText({ ...c, detail: undefined }, answered.length > 1 ? PART_CHARS : undefined)}`;
      return text;
    });
    // A dated source backs a single answer where it still reads as two lines.
    if (answered.length === 1) {
      const { part, chosen: c } = answered[0]!;
      const section = kb.sections.find((x) => x.id === c.fact.sectionId) ?? part.match.section;
      const source = sourceLine(section, c.fact.text);
      if (source && blocks[0]!.length + source.length <= WITH_SOURCE_CHARS) blocks[0] = `${blocks[0]}\n${source}`;
    }
    const incomplete = answered.some(({ chosen: c }) => c.fact.incomplete);
    const partial = chosen.some((c) => c.chosen === undefined);
    // Split in two, a question with no statement of its own is read again as one ("ela ainda consegue entrar? tem idade
    // máxima?" asks the age twice).
    if (partial && found !== whole) return respond({ question, history, userName }, withOffers, true);
    if (partial) blocks.push(OTHER_PART_HANDOFF);
    else if (incomplete) blocks.push(INCOMPLETE_HANDOFF);
    const needsAdvisor = partial || incomplete;
    const text = blocks.join('\n\n');
    const factTexts = answered.map(({ chosen: c }) => factText(c, answered.length > 1 ? PART_CHARS : undefined));
    // A quick reply is sent as the next message: it is offered only where that message, asked next, gets another
    // statement of this subject ("Quanto custa?" after the work permit would get the tuition).
    const after: ConversationTurn[] = [...history, { autor: 'user', mensagem: question }, { autor: 'ia', mensagem: text }];
    const offers: string[] = [];
    if (answered.length === 1 && withOffers) {
      for (const offer of neighbourOffers(answered[0]!.chosen, facts, answered[0]!.part.aspects)) {
        const next = await respond({ question: offer, history: after, userName }, false);
        const sameSubject = staysOnSubject(answered[0]!.chosen.fact, answeredFrom.get(next)?.[0], offer);
        // The statement this reply gave as its detail, even cut short, is no new answer either.
        const repeats =
          next.facts?.[0] === factTexts[0] ||
          answeredFrom.get(next)?.[0]?.id === answered[0]!.chosen.detail?.id ||
          mostlySaid(next.facts?.[0] ?? '', text);
        if (next.kind === 'answer' && !next.handoff && sameSubject && !repeats) offers.push(offer);
      }
    }
    const answer: AssistantReply = {
      text,
      kind: 'answer',
      articles: answered.map(({ part }) => part.match.section.article),
      handoff: needsAdvisor,
      ...(needsAdvisor ? { handoffReason: 'unknown' as const } : {}),
      quickReplies: [...offers, TALK_TO_ADVISOR],
      facts: factTexts,
    };
    answeredFrom.set(
      answer,
      answered.map(({ chosen: c }) => c.fact),
    );
    return answer;
  }
  const assistant: AssistantProvider = { name: 'knowledge-base', answer: (asked) => respond(asked, true) };
  return assistant;
}

/** A contact answer followed by the answer to the message's other subject, which decides the hand-off. */
const withOtherAnswer = (contact: AssistantReply, other: AssistantReply): AssistantReply => ({
  ...other,
  text: `${contact.text}\n\n${other.text}`,
  articles: [...contact.articles, ...other.articles.filter((a) => !contact.articles.includes(a))],
  facts: [...(contact.facts ?? []), ...(other.facts ?? [])],
});

/**
 * Whether a quick reply's trial answer stays on what was answered: the same section, or a section of the same article
 * that names the same thing in its question and states the aspect offered ("Quanto custa?" after the residence's wait
 * gets the DNM's fees). "Quando?" after the language would get the winter: the same article, another subject.
 */
function staysOnSubject(answered: KnowledgeFact, next: KnowledgeFact | undefined, offer: string): boolean {
  if (!next || next.article !== answered.article) return false;
  if (next.sectionId === answered.sectionId) return true;
  const shared = [...next.titleTerms].some((t) => answered.titleTerms.has(t) && !GENERIC_TERMS.has(t) && !LIGHT_VERBS.has(t));
  return shared && next.aspects.some((a) => offerOf(a) === offer);
}

/** Share of a statement's terms a reply already holds from which a button would only say it again. */
const REPEATED_SHARE = 0.5;

/** Whether most of what a statement says is already in a reply ("Onde é feito?" after the price gets the price again). */
function mostlySaid(statement: string, said: string): boolean {
  const terms = new Set(searchTerms(statement));
  if (terms.size === 0) return false;
  const known = new Set(searchTerms(said));
  return [...terms].filter((t) => known.has(t)).length >= REPEATED_SHARE * terms.size;
}

/** Papers the apostille lists name ("a certidão de nascimento", "o histórico", "o certificado do encceja"). */
const PAPER_NAMES = /\b(certidao de nascimento|certidao de casamento|historico|certificado|antecedentes)\b/;
const YES = '**Sim.**';
/** Asks whether a paper needs something, or it too ("…tb?"). */
const NEEDS_IT =
  /\b(precisa|preciso|precisam|tem que|tem q|tenho que|tenho q|deve|devo|necessario|obrigatorio)\b|\b(tb|tambem)\s*$/;
/** "ele", "esse", "isso": the paper the message before named. */
const REFERS_TO_PAPER = /\b(ele|ela|esse|essa|isso|este|esta)\b/;

/**
 * Whether the message asks if a paper needs the apostille ("e ele precisa apostilar tb?", "e a certidão de nascimento
 * tb?" after "tem q apostilar o histórico?") and the statement lists that very paper as apostilled, with no "não".
 */
function listedAsApostilled(words: readonly string[], before: readonly string[], text: string): boolean {
  const asked = words.join(' ');
  const earlier = before.join(' ');
  if (!/\bapostil/.test(asked) && !/\bapostil/.test(earlier)) return false;
  // Whether it needs one ("precisa apostilar…?", "…tb?"), not where or how it is done ("é feito no consulado, né?").
  if (!NEEDS_IT.test(asked) || /\b(onde|consulado|cartorio|feito|feita|quanto|custa|demora|como)\b/.test(asked)) return false;
  const paper = PAPER_NAMES.exec(asked)?.[1] ?? (REFERS_TO_PAPER.test(asked) ? PAPER_NAMES.exec(earlier)?.[1] : undefined);
  if (!paper) return false;
  return fold(text.replace(/\*\*/g, ''))
    .split(/(?<=[.;:])\s+/)
    .some((sentence) => /\bapostilad/.test(sentence) && sentence.includes(paper) && !/\bnao\b/.test(sentence));
}

const capitalised = (text: string) => `${text.charAt(0).toLocaleUpperCase('pt-BR')}${text.slice(1)}`;

/**
 * The words of the sentences that ask ("…?"), where others only tell ("mi hijo terminó el colegio en Brasil."); none
 * where every sentence asks or none does.
 */
function askingSentence(text: string, kb: KnowledgeBase): string[] {
  const sentences = text.split(/(?<=[.!?])\s+/).filter((s) => s.trim());
  const asking = sentences.filter((s) => s.trim().endsWith('?'));
  if (asking.length === 0 || asking.length === sentences.length) return [];
  return disambiguated(normalisedWords(asking.join(' ')).map((w) => kb.correct(w))).words;
}

/**
 * A second subject found only in what a message tells before it asks ("…nunca mandei filho pra longe. como funciona o
 * trabalho de vcs?") is not asked: where the words from the first question on name another subject, only that is answered.
 */
function askedOnly(found: TopicFinding, asking: readonly string[]): TopicFinding {
  if (found.matches.length < 2 || asking.length === 0) return found;
  const asked = new Set(searchTerms(asking.join(' ')));
  const kept = found.matches.filter((m) => m.terms.length === 0 || m.terms.some((t) => asked.has(t)));
  return kept.length > 0 && kept.length < found.matches.length ? { ...found, matches: kept } : found;
}

/**
 * Two questions, each ending in "?", that the whole message found as one subject ("Eles conseguem residência também? E as
 * crianças estudam onde?"): where each, read alone, finds a section of its own in that article, both are answered.
 */
function twoAsks(question: string, found: TopicFinding, findAlone: (piece: string) => TopicFinding): TopicFinding {
  if (found.matches.length !== 1 || found.byShape) return found;
  const pieces = question
    .split(/(?<=\?)\s*/)
    .map((p) => p.trim())
    .filter((p) => normalisedWords(p).length >= 3);
  if (pieces.length !== 2 || !pieces.every((p) => p.endsWith('?'))) return found;
  const alone = pieces.map((p) => findAlone(p).matches[0]);
  const [first, second] = alone;
  if (!first || !second || first.section.id === second.section.id) return found;
  // Two subjects of different articles are the finder's to see; one article's two sections are not.
  const article = found.matches[0]!.section.article;
  if (!alone.some((m) => m!.section.id === found.matches[0]!.section.id)) return found;
  if (!alone.every((m) => m!.section.article === article)) return found;
  // Each names a subject of its own ("residência", "crianças… escola"), not one the other shares or a light word.
  const named = (m: KnowledgeMatch) => m.terms.filter((t) => !GENERIC_TERMS.has(t) && !LIGHT_VERBS.has(t));
  const [ownFirst, ownSecond] = [named(first), named(second)];
  if (ownFirst.length === 0 || ownSecond.length === 0 || ownFirst.some((t) => ownSecond.includes(t))) return found;
  return { ...found, matches: [first, second] };
}

/**
 * The words from the message's first question on ("…empieza en marzo. Qué seguro necesita? el plan le cubre?"): what
 * follows a question still belongs to it ("qnto preciso ter guardado? caução do aluguel, móveis…").
 */
function fromFirstAsk(text: string, kb: KnowledgeBase): string[] {
  const sentences = text.split(/(?<=[.!?])\s+/).filter((s) => s.trim());
  const first = sentences.findIndex((s) => s.trim().endsWith('?'));
  return disambiguated(normalisedWords(sentences.slice(Math.max(first, 0)).join(' ')).map((w) => kb.correct(w))).words;
}

/** The search terms of the cities' names. */
const PLACE_TERM_SET = new Set(searchTerms([...PLACE_WORDS].join(' ')));

/** A word naming a city, its abbreviations included. */
const isPlace = (w: string) => PLACE_WORDS.has(w) || w === 'cde' || w === 'pjc';

/** The place the conversation was last about, within its last three user messages ("…em cde?" … "e lá é seguro?"). */
function placeOfConversation(history: readonly { autor: string; mensagem: string }[]): string[] {
  const recent = history
    .filter((t) => t.autor === 'user')
    .slice(-3)
    .reverse();
  for (const turn of recent) {
    const places = disambiguated(normalisedWords(turn.mensagem)).words.filter(isPlace);
    if (places.length > 0) return places;
  }
  return [];
}

/**
 * Words of an ask that the base has in no form and everyday speech does not use either ("aposentadoria", "autismo"), as
 * search terms: the thing asked about, when the base has never heard of it. Spanish messages are left out by the caller.
 */
function unheardOf(words: readonly string[], kb: KnowledgeBase): string[] {
  // Where someone lives or comes from ("a gente mora em manaus", "sou de sinop") or their name ("me chamo…") is
  // context, not a subject.
  const home = new Set(words.filter((_, i) => i >= 2 && FROM_OR_LIVING.test(`${words[i - 2]} ${words[i - 1]}`)));
  const rare = words.filter(
    // An adverb ("legalmente", "realmente") says how, not about what.
    (w) =>
      w.length >= 4 &&
      !home.has(w) &&
      !/\d/.test(w) &&
      !/mente$/.test(w) &&
      !isPlace(w) &&
      !NOT_A_SUBJECT.has(w) &&
      !kb.knows(w) &&
      !isEverydayWord(w),
  );
  return searchTerms(rare.join(' '));
}

/**
 * A provider the team would have to vouch for ("qual cursinho pro revalida vcs indicam?", "curso de espanhol, vcs
 * indicam algum?"): only a person recommends one. Which university or city is the universities' article.
 */
function asksForProvider(words: readonly string[]): boolean {
  const text = words.join(' ');
  // Which one ("qual cursinho vcs indicam?", "vcs indicam algum?"), not what to do ("o que vc indica pra começar?").
  const which =
    /\b(qual|quais|algum|alguma|um bom|uma boa)\b[^?]{0,40}\b(indica|indicam|indique|recomenda|recomendam|recomende)\b|\b(indica|indicam|indique|recomenda|recomendam|recomende|indicacao de|recomendacao de) (algum|alguma|um bom|uma boa)\b/;
  // Someone the team knows ("vcs conhecem algum corretor de confiança? me passa o número").
  const someone =
    /\b(conhece|conhecem)\b (algum|alguma|um|uma) (bom |boa )?(corretor|corretora|imobiliaria|advogado|advogada|despachante|contador|contadora|tradutor|tradutora|professor|professora|motorista|medico|medica|psiquiatra|psicologo|psicologa|dentista|pediatra)\b/;
  // The thing recommended is what follows "qual" or the verb ("qual faculdade vc indica?"); a university named elsewhere
  // ("tem restaurante perto da facul? qual vc indica") is only where.
  return (
    (which.test(text) || someone.test(text)) &&
    !/\b(qual|quais|alguma?|indica|indicam|recomenda|recomendam)( (a|as|o|os|uma|um|vc|voce|vcs|voces))? (faculdades?|facul|faculs|universidades?|cidades?|delas)\b|\bqual delas\b/.test(
      text,
    )
  );
}

/** How a person is named ("a dra. Letícia", "o professor Ramírez"). */
const TITLES = new Set(['dr', 'dra', 'doutor', 'doutora', 'professor', 'professora', 'prof', 'profe']);

/**
 * A person named by title and name the base has never heard of ("a dra. leticia ainda trabalha aí?"): only the team
 * knows who works where.
 */
function namesSomeone(words: readonly string[], kb: KnowledgeBase): boolean {
  return words.some((w, i) => {
    const name = words[i + 1];
    return TITLES.has(w) && name !== undefined && name.length >= 3 && !/\d/.test(name) && !kb.knows(name);
  });
}

/** The words of the last three user messages. */
function recentUserWords(history: readonly { autor: string; mensagem: string }[]): string[] {
  return history
    .filter((t) => t.autor === 'user')
    .slice(-3)
    .flatMap((t) => normalisedWords(t.mensagem));
}

/** The words of the latest earlier user message: the subject a short follow-up inherits ("e quanto tempo demora?"). */
function lastUserWords(history: readonly { autor: string; mensagem: string }[]): string[] {
  const last = [...history].reverse().find((t) => t.autor === 'user');
  return last ? disambiguated(normalisedWords(last.mensagem)).words : [];
}

/**
 * Which piece of a two-question message each article answers: the pairing that shares most words with the articles'
 * titles, keywords and text, each piece used once while there are pieces left.
 */
function assignPieces(pieces: readonly string[], vocabularies: readonly (Set<string> | undefined)[]): string[] {
  // A city names where, not what: "qnto custa morar em pjc? e lá é seguro?" is not the safety article's for naming PJC.
  const score = (piece: string, vocabulary: Set<string> | undefined) =>
    searchTerms(piece).filter((t) => vocabulary?.has(t) && !PLACE_TERM_SET.has(t)).length;
  if (pieces.length < 2 || vocabularies.length !== 2) return vocabularies.map(() => pieces.join(' '));
  let best: string[] = [pieces[0]!, pieces[1]!];
  let bestScore = -1;
  for (const [i, a] of pieces.entries())
    for (const [j, b] of pieces.entries()) {
      if (i === j) continue;
      const total = score(a, vocabularies[0]) + score(b, vocabularies[1]);
      if (total > bestScore) [best, bestScore] = [[a, b], total];
    }
  return best;
}
