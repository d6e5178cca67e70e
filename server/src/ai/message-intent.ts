/**
 * What a message is before it is a question: a greeting, thanks, a complaint, a request for a person, an insult,
 * a question about one's own case, or a task outside the advisory's subject. Works on normalised, folded words.
 */
export type MessageIntent = 'greeting' | 'thanks' | 'complaint' | 'human' | 'abuse' | 'caseStatus' | 'offTopic' | 'question';

const GREETING_WORDS = new Set([
  'oi',
  'ola',
  'opa',
  'eai',
  'eae',
  'salve',
  'bom',
  'boa',
  'dia',
  'tarde',
  'noite',
  'tudo',
  'bem',
  'e',
  'ai',
  'hello',
  'hi',
  'hola',
  'buenas',
  'buenos',
  'dias',
]);
/** Where a first contact says it saw the advisory ("oi vi o anuncio de vcs no insta"): no question yet, a hello. */
const AD_SEEN_WORDS = new Set(
  'vi vimos achei encontrei o a um uma de do da dos das voces no na pelo pela anuncio propaganda video post perfil pagina insta instagram tiktok face facebook youtube google reels story stories'.split(
    ' ',
  ),
);
/** A first contact that only asks for information ("info", "+ info", "quero saber mais", "gostaria de informações"). */
const ASKS_FOR_INFO =
  /^((oi|ola|boa (tarde|noite)|bom dia) )?((eu )?(quero|queria|gostaria de|gostaria|pode me passar|me passa|mais) )?(mais )?(info|infos|informacao|informacoes)( por favor)?$|^((oi|ola) )?(quero|queria|gostaria de) saber mais( por favor)?$/;
/** Whether a person or a bot answers ("vc é um robô?", "é bot?", "to falando com uma pessoa?"). */
const ASKS_IF_BOT =
  /^((oi|ola) )?((voce|vc|isso) )?(eh|e|ta|to|estou) (um |uma )?(robo|bot|robozinho|ia|inteligencia artificial|humano|pessoa de verdade)$|^(to|estou|eu to) falando com (um |uma )?(robo|bot|ia|maquina|pessoa|humano)$|^(eh|e) (robo|bot)$/;
const AD_NAMED =
  /\b(anuncio|propaganda|video|post|perfil|pagina|insta|instagram|tiktok|face|facebook|youtube|google|reels|story|stories)\b/;
const THANKS = /^((muito|muitas|muchas|mil) )?(obrigad[oa]|valeu|vlw|obg|agradec|gracias|brigad)/;
/** Thanks closing a message ("…e te falo, brigada"). */
const THANKS_AT_END = /\b(obrigad[oa]|brigad[oa]|valeu|vlw+|obg|gracias)( demais| mesmo| viu)?\s*$/;
/** A message that closes the chat ("tmj, era isso", "era só isso", "é isso, até mais"). */
const CLOSING =
  /^((tmj|tamo junto|ok|blz|beleza|show|certo) )*(era (so )?isso|e so isso|eh so isso|so isso)( mesmo)?( (obrigad[oa]|valeu|vlw|tmj))?$|^(tmj|tamo junto)$/;
/** Thanks said after a word or two ("show, ajudou mto, valeu"), in a short message that asks nothing. */
const THANKS_ANYWHERE =
  /\b(obrigad[oa]|valeu|vlw+|obg|obgd[oa]?|agradec\w*|gracias|brigad[oa]|brigadao|ajudou (muito|mto|demais|bastante))\b/;
/** Leaving to think it over or to talk it through with someone ("vou conversar com o pai dele", "vou pensar"). */
const LEAVING = /\bvou (conversar|falar|ver|pensar|analisar|decidir|conversar)\b|\bdepois (eu )?(volto|te falo|retorno|chamo)\b/;
const ASKS =
  /\b(quanto|qto|qnto|como|qual|quais|onde|quando|qnd|pode|posso|tem|precisa|preciso|e o|e a|cuanto|donde|em quem|mudando de assunto|aproveita|aproveitando|me (passa|manda|fala|diz|explica|indica|ajuda|arruma))\b/;

/** A concrete grievance with the advisory's service: it is flagged for staff. */
const COMPLAINT = [
  /\bpaguei\b.*\b(ninguem|nada|nao)\b/,
  // Nobody answers or calls back. A bare "não responde" without "me" is about the assistant's replies, not the service.
  /\bninguem (me )?(responde|respondeu|retorna|retornou|deu retorno|liga|ligou|atende|atendeu)\b/,
  /\bnao me (responde|respondeu|respondem|responderam|retorna|retornou|retornaram|liga|ligou|ligaram|atende|atendeu)\b/,
  /\bninguem me deu\b/,
  /\bsem (nenhum )?retorno\b/,
  /\b(nao|nunca) (ligou|ligaram|retornou|retornaram|responderam|deram retorno)\b/,
  // A loss suffered, not one to avoid ("onde troca real por guarani sem levar prejuízo?").
  /(?<!\bsem (levar |ter |tomar |dar |sair no )?)\bprejuizo\b|\b(decepcionad[oa]|insatisfeit[oa]|enrolando|enrolaram|me enrolam)\b/,
  // Being misled by the advisory's own ads ("o anúncio falava 800 e agora 3 mil, isso é propaganda enganosa").
  /\b(propaganda|publicidade) enganosa\b|\b(voces|vcs) (me )?enganaram\b/,
  // Someone who vanished: the advisory's people, not a family member ("o pai dela sumiu" asks about a signature).
  /(?<!\b(pai|mae|pais|marido|esposa|esposo|ex|irmao|irma|filho|filha)( dela| dele| do menino| da menina| deles)? )\b(sumiram|sumiu|desapareceram|desapareceu)\b/,
  /\bcobra(ram|ram duas vezes|do duas vezes)\b.*\b(2x|duas vezes|dobrado|a mais)\b/,
  // The same in Spanish ("me cobraron dos veces… quiero que me devuelvan").
  /\bcobraron\b.*\b(dos veces|2 veces|2x|doble|de mas)\b|\b(quiero que me devuelvan|devuelvan (mi|el) dinero)\b/,
  /\bprometeram\b.*\b(nada|nao)\b/,
  /\b(quero|devolve|devolvam) (o )?meu dinheiro\b/,
  /^(?!.*\bse\b.*\b(desistir|desisto|cancelar|cancelo|nao (for|gostar|passar))\b).*\bdinheiro de volta\b/,
  /\b(pessimo|horrivel|falta de respeito|descaso|absurdo|enganad[oa]|reclama(r|cao))\b/,
  // Calling it a scam is a grievance; asking whether it is one ("como sei q vcs não são golpe?", "é golpe ou é sério?",
  // "minha mãe falou que é golpe") is a question.
  /^(?!.*\b(nao (sao|e|eh|seja|sejam|for|forem)|sera que|como (sei|saber|vou saber|posso saber)|(e|eh) golpe\s*\??\s*$|(e|eh) golpe ou|(acha|achou|acham|falou|falam|falaram|disse|dizem|disseram) (que )?(isso |voces |vcs |tudo )?(e |eh )?golpe|confiavel|confiaveis|confiar|medo de|receio de|cnpj|nunca ouvi falar)\b).*\bgolpe\b/,
  // The name of whoever is responsible, demanded ("quero o nome do responsável por isso").
  /\bquero (o )?(nome|contato|telefone) do (responsavel|gerente|dono|supervisor|chefe)\b|\bquem (e|eh) o responsavel por isso\b/,
  // A scam asserted, not asked ("já vi q é golpe"), and money demanded back ("vcs não vão devolver meu dinheiro né?").
  /\b(ja vi|eu sei|tenho certeza|ta na cara|esta na cara) (que )?(isso |voces |tudo )?(e |eh |sao )?(um )?golpe\b/,
  /^(?!.*\bse\b.*\b(desistir|desisto|cancelar|cancelo|nao (for|gostar|passar|conseguir))\b).*\b(devolver|devolucao|devolve|devolverem) (o )?meu dinheiro\b/,
  /\bso recebo mensagem automatica\b/,
  // Nobody warned them, waiting with nothing, answered only to be charged.
  // "ninguém falou nada na facul" is about the school, and "ninguém me explicou direito essa parte… preciso de visto?"
  // asks, and so does "o curso dura quanto tempo? … ninguém me explicou direito"; nobody of the team telling them is the
  // grievance.
  /^(?!.*\b(preciso|precisa|posso|pode|como|qual|quanto|onde|quando)\b.*\bninguem\b).*\b(ninguem)( de voces)? (me )?(avisou|avisaram|falou|informou|explicou|disse)\b(?! (nada )?(na|no) (facul|faculdade|universidade|escola|migracao|migraciones)\b)(?!.*\b(preciso|precisa|posso|pode|como|qual|quanto|onde)\b)/,
  // Fraud called by name in Spanish, the way clients are treated, regret at having signed, the team called a joke or
  // forgetting one's process ("vcs esqueceram de dar entrada").
  /\b(estafadores?|estafa|estafaron|ladrones)\b|\b(mi|meu) dinheiro (de )?(devuelta|de volta)\b|\basi (tratan|atienden) a\b|\b(arrepintiendo|arrependid[oa]|me arrependi|arrependimento) (de )?(haber|ter)?\s?(contratado|contratar|fechado|pago)\b/,
  /\b(voces|vcs) (sao|son) (uma |una )?(piada|fraude|farsa|mentira)\b|\b(voces|vcs) (esqueceram|esqueceu|perderam|perdieron|olvidaron) (de )?(dar entrada|meu|minha|mis|mi|os meus|as minhas|o prazo)\b/,
  /\besperando\b.*\b(desde|ha)\b.*\be nada\b/,
  /\bso (respondem|responde|atendem|aparecem)\b.*\b(cobrar|pagar|dinheiro)\b/,
  /\bsacanagem\b/,
  /\bestou esperando ate agora\b/,
  // A promise of the team that was not kept ("vcs ficaram de me mandar o comparativo e até agora nada").
  /\b(vcs|voces|voce|vc|ele|ela|o assessor|a assessora|a consultora|o consultor) (ficaram|ficou) de (me )?(mandar|enviar|ligar|retornar|responder|passar)\b.*\b(ate agora|ate hoje|nada|nao (mandaram|enviaram|ligaram|retornaram|veio|chegou))\b/,
  /\b(dificil|complicado) confiar\b/,
  // Wrong guidance that cost them something, and a demand to fix it.
  /\b(passaram|deram|mandaram|informaram) (a |uma )?(informacao|lista|orientacao|data|documentacao) errad[ao]\b/,
  /\bpor (culpa de voces|causa de voces|culpa da assessoria|isso) (eu )?perdi\b/,
  // Blaming the team for what went wrong ("a universidade recusou minha pasta… por culpa de vcs").
  /\b(por |a )?culpa (e )?(de voces|de vcs|da assessoria|do atendente|da atendente|do assessor|da assessora|sua)\b/,
  /\bquero (uma )?solucao\b/,
  // Taking it further, or asking to be paid back.
  /\b(procon|reclame aqui|ressarce|ressarcir|ressarcimento)\b/,
  // Read and left unanswered ("visualiza e não responde"), a price that does not match what was agreed.
  /\bvisualiz\w* e (nao|ninguem) (me )?respond\w*\b/,
  /\b(valor|preco|boleto|contrato|cobranca|cobraram)\b.*\bnao bate\b|\bnao bate com (o )?(que|valor|contrato|combinado)\b/,
  // Someone of the team was rude; a refund that never came; calling it a crime.
  /\b(foi|foram|e|sao|estava|estavam) (super |muito |mt |mto |bem |extremamente )?(grosso|grossa|grosseir[oa]|mal educad[oa]|arrogante|rude|estupid[oa])\b/,
  /\bme (tratou|trataram|atendeu|atenderam) (muito |mt |super )?mal\b/,
  /\b(estorno|reembolso|devolucao)\b.*\b(nada|ate agora|ate hoje|nao (caiu|veio|chegou|fizeram))\b/,
  // Demanding the money back now ("desisti, quero estorno no cartão urgente"), not asking about the refund policy.
  /\bquero (o |meu |um |uma )?(estorno|reembolso|ressarcimento|cancelamento)\b|\bdesisti\b.*\b(estorno|reembolso|devolucao|devolvam)\b/,
  /\b(isso|isso aqui|voces|vcs) (e|sao) (crime|bandidos?|ladr(ao|oes)|estelionat\w*)\b|\b(vou|vamos) (processar|denunciar|na policia)\b/,
  // Upset with what the team said ("vcs falaram que era fácil… to chateado").
  /\b(chatead[oa]|indignad[oa]|revoltad[oa]|frustrad[oa])\b/,
  // The team did it wrong, and what it cost ("vcs apostilaram meu histórico errado… quero q vcs paguem o novo").
  /\b(voces|vcs)\b.{0,40}\b(errad[oa]s?|erraram|errou)\b|\bquero (que|q) (voces|vcs) (paguem|resolvam|arquem|devolvam|assumam)\b/,
  // Left alone after being sold something else ("me sinto largada, não foi isso q vcs venderam").
  /\bme sinto (largad[oa]|abandonad[oa]|esquecid[oa]|enganad[oa])\b|\bnao foi (isso|o) (que|q) (voces|vcs) (venderam|prometeram|ofereceram)\b/,
  // Someone of the team who did not turn up ("o consultor ia me acompanhar na migraciones e simplesmente não apareceu").
  /\b(consultor|consultora|assessor|assessora|atendente|despachante|voces|vcs)\b.{0,80}\b(nao (apareceu|apareceram|veio|vieram|compareceu|compareceram)|me deixou (sozinh[oa]|esperando|plantad[oa])|furou|furaram)\b/,
  // Said without a complaint's words: paying for nothing, expecting more, regretting the contract, being left waiting,
  // sold something else, a review threatened; in Portuguese or Spanish ("esperaba mucho más de ustedes").
  /\b(pra|para) (que|q) (eu )?(to|estou) pagando\b|\b(to|estou) pagando (caro|pra isso|para isso|por isso|pra nada|para nada)\b|\b(voces|vcs) me cobraram\b/,
  /\b(esperava|esperaba) (bem |muito |mucho |bastante )?(mais|mas) de (voces|vcs|ustedes|vc|voce)\b|\barrependid[oa] de ter (fechado|contratado|pago|assinado)\b/,
  /\bme (deixaram|dejaron|deixou|dejo) (\d+ horas|sozinh[oa]|solo|sola|esperando|plantad[oa])\b|\b(ninguem|nadie) (entrou|entro|apareceu|aparecio|veio|vino)\b|\b(ni|nem) (una|uma|um) (disculpa|desculpa|pedido de desculpa)\b/,
  /\b(no|nao) (fue|foi|era|e|es) (lo|o|isso)?\s?(que|q) (nos |me )?(vendieron|venderam|vendeu|prometieron|prometeram|ofrecieron|ofereceram)\b/,
  /\b(vou|vamos|voy) (contar|postar|expor|publicar|falar|denunciar|deixar)\b.{0,60}\b(google|instagram|insta|redes sociais|reclame aqui|facebook|tiktok|internet)\b/,
  /\bninguem (me |nos |te )?(da|deu) (uma )?(resposta|posicao|retorno|satisfacao)\b|\b(se sentindo|se sente|me sentindo) (largad[oa]|abandonad[oa]|esquecid[oa])\b/,
  /\b(horrible|pesima|pessima)\b/,
  // What the team said that turned out otherwise ("vcs me disseram q saía em 1 mês e já faz 3", "ustedes le dijeron… y
  // ya van 4 meses"), money and time lost, an abuse, a support that is weak, a contract to cancel now, money wanted back.
  /\b(voces|vcs|ustedes|consultor de voces|consultor de vcs|(o|a|el|la) (assessor|assessora|consultor|consultora|atendente))\b (me |nos |le |les )?(disseram|falaram|falou|disse|dijeron|dijo|prometeram|prometieron|garantiram)\b.{0,100}\b(ja faz|ja vai|ja vao|ja van|ja sao|ya van|ya va|ya son|e nada|y nada|e agora|y ahora|e nunca|nunca recebeu|foi assaltad[oa]|ate agora (nem|nada|nao))\b|\bqualquer coisa (pra|para) vender\b/,
  /\b(perdi|perdemos|perdimos) (plata|dinheiro|dinero|tempo|tiempo)\b|\b(um|un) abuso\b|\b(isso|esto) (nao|no) (e|es) serio\b|\b(suporte|atendimento|atencion) (de voces |de vcs )?(e|eh|es) (muito |mt |bem )?(fraco|ruim|lento|pessimo)\b/,
  /\b(quero|quiero|vou|voy a|pensando seriamente em|pensando em) cancelar (o |el )?contrato\b|\bquero (ela|ele|isso|tudo|a parcela) de volta\b|\bme devuelvan (todo|lo que)\b|\bnem pensem\b/,
  /\b(so|solo) (respondem|responde|mandam|manda|contestan) (com |con )?(mensagem|mensagens|resposta|respostas|mensaje|mensajes) automatic\w*\b|\b(1|uma|una) estrela\b|\bavaliacao (negativa|ruim)\b/,
  /\besperava (mais|bem mais|muito mais) (pelo|pelo que|por lo que) (preco|valor|paguei|pague)\b|\bnao (me )?(mandaram|enviaram) (nem|ni) (um|un)\b|\bno me (mandaron|enviaron) ni\b/,
  // Papers the team lost, "vcs sempre falam que tá andando", "agora resolvam", a video threatened, half the money back,
  // "vcs só enrolam", "una falta de respeto".
  /\b(voces|vcs|ustedes) (perderam|perdieron|extraviaram|sumiram com)\b|\b(voces|vcs) sempre (falam|dizem|respondem)\b|\bnem deram entrada\b|\b(agora|agr|entao) resolvam\b|\berro (de voces|de vcs|da assessoria)\b/,
  /\b(vou|vamos) fazer (um )?video\b.{0,40}\b(contando|expondo|falando|tiktok|instagram|youtube)\b|\bquero (metade|parte|o resto) de volta\b|\b(so|sempre) enrolam\b|\bfalta de respeto\b|\bmuy molest[oa]\b/,
  // Everything cancelled and the money back, what the team never said, a zero, days without an answer, paid to be ignored.
  /\b(quero|quiero|vou) cancelar tudo\b|\b(voces|vcs) nunca (avisaram|falaram|disseram|informaram)\b|\bquem vai pagar (isso|por isso)\b|\bnota zero\b/,
  /\b(\d+|dois|tres|quatro|cinco) (dias|semanas) sem (resposta|retorno|noticia)\b|\bpaguei (pra|para) (ser|ficar) (ignorad|esquecid|abandonad)\w*\b/,
  // Asked again and again ("já é a terceira vez que pergunto… nadie me responde, estoy cansado"), a price to the face.
  /\b(terceira|tercera|quarta|cuarta|enesima) vez (que|q) (eu )?(pergunto|pregunto|peco|pido|mando|escrevo|escribo|explico|conto|repito)\b|\b(nadie|ninguem) (me )?(responde|respondio|contesta|contesto)\b|\bcara do cliente\b/,
  // Being lied to ("o consultor falou 15 dias e já faz 2 meses, vcs mentiram").
  /\b(mentiram|mentiu|mentindo|me enganaram|enganacao)\b/,
  // Papers or money handed to the team and nothing since; nobody tells them anything; a disgrace; only robots answer.
  /\b(entreguei|mandei|enviei|paguei|pague|mande|entregue)\b.{0,60}\b(voces|vcs|ustedes|assessoria)\b.{0,60}\bate agora (nada|nao|nem)\b/,
  /\b(ninguem|nadie) (me |nos )?(fala|explica|diz|avisa|informa|dice|dize|disse|dijo|falou|avisou|explicou|informou)\b.{0,12}\bnada\b(?! (na|no) (facul|faculdade|universidade|escola|migracao|migraciones)\b)|\b(e|eh|es|que|una|uma) (verguenza|vergonha)\b(?! de)/,
  /\b(so|solo) (recebo|recibo|tenho|me mandam|me llegan) (mensagem|mensagens|resposta|respostas|mensaje|mensajes) automatic\w*\b/,
  // Irony about the service ("nossa que eficiência", "bem planejado isso", "ótimo né"), waiting since a month for what
  // the team was to solve, money spent because of the team's list or its word, a staff member who could not answer.
  /\b(nossa )?que eficiencia\b|\bbem planejado (isso|ne)\b|\botimo ne\b|\b(ele|ela|consultor|consultora|assessor|assessora|atendente|moca|moco) nem sabia (responder|explicar)\b|\bpagando (pra|para) (que|q)\b/,
  /\besperando\b.{0,60}\b(voces|vcs|ustedes) (iam|iban|ia|iba|ficaram de|quedaron en)\b|\b(sigo|continuo|segue|sigue) (sem|sin) nada\b|\bperdi (un|um) (trabalho|trabajo|emprego)\b/,
  /\b(gastei|paguei|perdi|fiquei)\b.{0,60}\bporque (a |o )?(\w+ de voces |\w+ de vcs )?(me )?(passaram|deram|mandaram|disseram|falaram|disse|falou)\b/,
  /\b(anuncio|propaganda|post|video) de (voces|vcs)\b.{0,60}\b(era o que|era mentira|cade)\b|\bpelo menos (avisem|avisa|respondam|liguem)\b/,
  /\bfiquei (\d+ (min|minutos|horas) )?esperando (sozinh[oa]|a toa|plantad[oa])\b|\b(voces|vcs) me passaram\b.{0,60}\b(foi para o espaco|o dobro|nao bate)\b/,
  /\bpague(i)? por algo que (no|nao) (necesitaba|precisava|pedi)\b|\bsem (eu )?pedir\b.{0,20}\bcobr/,
  // "adorei esperar 2 meses", "amo passar o dia na fila", "muito rápido vcs", "vcs nem avisaram", "já ouvi isso 3x",
  // "ninguém atualiza meu processo", "não tava no contrato", "vcs me garantiram…", "vcs são muito enrolados".
  /\b(adorei|amei) (esperar|pagar|perder)\b|\b(adorei|amei) ficar (\d|esperando|horas|na fila|sem)|\bparabens pel[ao] (agilidade|rapidez|eficiencia|atendimento|organizacao)\b|\besperando\b.{0,40}\bpara nada\b|\bamo (passar|esperar|ficar)\b.{0,40}\b(fila|esperando|esperar)\b|\b(muito|super) rapido (voces|vcs)\b/,
  /\b(voces|vcs) nem (avisaram|falaram|disseram|explicaram|informaram|responderam)\b|\bja (ouvi|escutei)\b.{0,10}\b(\d+x|\d+ vezes|tres vezes|varias vezes)\b|\bnem adianta (dizer|falar)\b/,
  // "não me venha com 'estamos verificando'", "sempre a mesma coisa", "mandei email e nada", "uma bagunça", a formal
  // dissatisfaction.
  /\b(nao me venha|nem vem|nem venha) com\b|\bsempre a mesma coisa\b|\b(ficar|fico) correndo atras\b|\b(mandei|enviei|liguei|escrevi)\b.{0,60}\be nada\b/,
  // "isso não tá certo, não vou pagar mais nada", "você não é da empresa?", "muy mal el servicio", nobody answers any more,
  // nobody knows, sad at a date changed after telling everyone.
  /\bisso nao (ta|esta) certo\b|\bnao vou pagar mais nada\b|\bninguem me mandou\b|\bnao (e|eh) da empresa\b|\b(muy|muito) mal (el|o) (servicio|servico|atendimento)\b/,
  /\bse haga responsable\b|\b(ya|ja) no se (que|o que) hacer\b|\b(ninguem|ngm) mais (me )?(falou|respondeu|retornou)\b|\bdesistir de (voces|vcs)\b|\bninguem sabe (me )?(responder|explicar|informar)\b/,
  /\b(estou|to) (muito )?triste\b.{0,60}\b(falaram|disseram|mudaram|agora)\b|\bachei que\b.{0,40}\b(agora|agr) (falaram|disseram)\b/,
  /\b(uma|que|esta uma|ta uma) bagunca\b|\bcada um fala uma coisa\b|\binsatisfacao\b|\bquem vai pagar (a nova|o novo|de novo|essa|esse)\b/,
  /\bninguem (aqui )?(me )?(atualiza|atualizou|responde direito)\b|\b(nao|no) (estava|tava|esta|ta|estaba) no contrato\b|\bque historia (e|eh) essa\b|\bquero (uma )?explicacao\b/,
  /\b(voces|vcs|ustedes) me (garantiram|garantieron|prometeram|prometieron)\b|\b(voces|vcs) (sao|son) (muito |tao )?enrolad[oa]s\b|\bpedir desculpa de novo\b|\bso quero (que|q) (alguem|voces|vcs) resolva\w*\b/,
  /\b(fechou|fechei|contratou|contratei|pagou|paguei)\b.{0,40}\b(voces|vcs)\b.{0,60}\b(ate hoje|ate agora)\b.{0,30}\b(nao|nada|nem)\b/,
  /\bja (mandei|enviei|expliquei|falei|perguntei|pedi)\b.{0,40}\b(\d+|tres|duas|varias|mil) vezes\b|\bassim nao da\b|\bdiferente do (que foi )?combinado\b/,
  // A fraud called by name, the blame laid on the team, anger said ("vcs são tudo picareta", "a culpa é de vcs, tô puta").
  // Not a belief reported to be checked ("minha mãe acha q vcs são golpistas, como sei?").
  /^(?!.*\b(acha|acham|achou|falou|falaram|disse|disseram|dizem|diz|falam|fala|pensa|pensam|medo)\b.{0,30}\b(sao|e|eh|son)\b .{0,8}(picaret|golpist)).*\b(sao|e|eh|son) (tudo |uns |umas |todos )?(picaretas?|golpistas?|charlatoes|charlatas?|vigaristas?|estelionatarios?|estafadores?)\b/,
  /\ba culpa (e|eh|foi|es) (de|da|do) (voces|vcs|ustedes|assessoria|voce|vc)\b/,
  // Anger at the team, not at the heat ("tô irritada com o calor, tem ar condicionado?").
  /^(?=.*\b(voces|vcs|ustedes|assessoria|consultora|consultor|assessor|assessora|ninguem|atendimento|equipe)\b).*\b(estou|to|fiquei|tou|estoy) (muito |mto |mt |bem )?(puta|puto|irritad[oa]|revoltad[oa]|furios[oa]|indignad[oa]|pistola|p da vida)\b/,
  // Something the team said turned out otherwise ("vcs disseram q começava dia 17. agora a facul fala q é em março",
  // "vcs falaram q cde era ótima e olha no q deu"), and who pays for it; papers sent and nobody confirmed.
  /\b(voces|vcs|ustedes) (disseram|falaram|dijeron|me disseram|me falaram)\b.{0,80}\b(agora|agr|ahora) (a (facul|faculdade|universidade|secretaria|escola)|la (facultad|universidad)|eles|ellos)\b.{0,20}\b(fala|falam|falou|diz|dizem|disse|dice|dicen)\b|\bolha (so )?no (que|q) deu\b|\bquem (paga|vai pagar|me paga|me devolve)\b.{0,20}\b(remarcacao|prejuizo|multa|diferenca|passagem)\b/,
  /\bninguem (me )?(confirmou|confirma|conferiu|avisou)\b/,
];

/** Asking for a person (not asking how to reach one, which the contact article answers). */
const HUMAN = [
  /\b(quero|queria|prefiro|gostaria de|preciso|posso|quiero) (falar|conversar|hablar) com\b/,
  /\b(falar|conversar|hablar) com (uma pessoa|um humano|alguem|um atendente|o dono|um asesor|um assessor|a \w+ que me atendeu)\b/,
  /\b(tem|existe) alguem (de verdade|real|ai)\b/,
  // Waiting for an answer ("oi?? vcs vão responder?", "alguém aí?"): a person is wanted, not an article.
  // Only where nothing else is asked: "alguém aí? quero saber se precisa de enem" is answered.
  /^((oi|ola|alo|e ai|gente|ei) )*(voces|voce|alguem|ninguem) (vao|vai|nao vao|nao vai) (me )?(responder|atender)( (aqui|nao|ou nao|por favor|hoje))?$|^((oi|ola|alo|gente) )*alguem ai$/,
  /\bme (passa|passar|transfere|transferir|encaminha|encaminhar)\b.*\b(atendente|assessor|consultor|pessoa|humano|alguem)\b/,
  /\b(ver|falar|tratar|resolver|conversar) (isso )?com alguem da (equipe|assessoria)\b/,
  // Something only the team can do for them ("alguém da equipe consegue reorganizar a recepção?").
  /\balguem da (equipe|assessoria) (consegue|pode|poderia|conseguiria)\b/,
  // "queria ver isso com alguém", "queria q alguém de vcs olhasse meu histórico".
  /\b(ver|tratar|resolver|conversar) (isso )?com alguem\b|\balguem (de voces|da equipe|da assessoria) (olhasse|olhar|olhe|visse|analisasse|analisar|conferisse)\b/,
  /\b(chama|chamar|chame)\b.*\b(assessor|atendente|alguem|pessoa)\b/,
  /\b(assessor|consultor|atendente|alguem)\b.*\b(me (chamar|chama|ligar|liga|ligue|chame))\b/,
  /\balguem (pode )?me (ligar|liga|ligue|chamar)\b/,
  // "a quién le hablo entonces? pasame un número", "pra falar com o financeiro".
  /\b(pasame|passa|me passa|me pasa) (um|un) numero\b|\ba (quien|quem) le (hablo|escribo)\b|\bcom quem (eu )?(falo|converso)\b|\bfalar com o (financeiro|setor financeiro|comercial|gerente|responsavel)\b/,
  // A call being arranged ("qnd vcs me ligam?", "pode ser amanhã às 10h? meu número é…", "me coloca na lista").
  /\b(voces|voce) me (ligam|liga|ligar|chamam|chama)\b|\bme (coloca|coloque|bota|inclui|poe) na lista\b|\bmeu (numero|telefone|celular|whats|whatsapp|zap) (e|eh)\b.*\d{4}/,
  /\bnao quero falar com (robo|maquina|bot)\b/,
  /\bnao quero (resposta|respostas|mensagem|mensagens) (automatica|automaticas|pronta|prontas|de robo)\b/,
  // "queria q alguem da equipe ligasse pra ela", "quero q o responsavel me ligue hj": a call asked for.
  /\b(quero|queria|gostaria|preciso)( que| q)? (o responsavel|a responsavel|alguem|um assessor|uma assessora|uma pessoa|o dono|o gerente|voces|vcs)\b.{0,30}\b(ligue|ligasse|ligar|liga|chame|chamasse|retorne|retornasse|atenda|atendesse)\b/,
  // "quem eu falo pra ver oq ta faltando no meu caso?": one's own case is a person's, whoever is named.
  /\b(com )?quem (eu )?(falo|fala|procuro|chamo)\b.*\b(meu|minha) (caso|processo|pedido|documentacao|situacao)\b/,
  /^(um |uma )?(atendente|humano|pessoa|assessor humano)$/,
  /\b(atendimento|atendente|pessoa|alguem) (humano|humana|real|de verdade|de carne e osso)\b/,
  /^(me )?(liga|ligue|ligar)\b/,
  /\b(voces|pode|podem|poderiam) me (ligar|liga|ligue|chamar)\b/,
  // A call asked for in Spanish ("me pueden llamar mañana a las 10?", "llámenme").
  /\bme (podem|pueden|puede|pode|podria|podrian|poderia|poderiam) (llamar|ligar|chamar)\b|\bme (llamen|llame|llaman)\b|\bllamenme\b/,
  // A hint for a person ("seria ótimo se alguém me mandasse…", "si alguien pudiera llamarme"), a time for the call, "alguém aí?".
  /\bseria (otimo|bom|legal|genial|bacana|otima) (se|que) (alguem|alguien|um assessor|uma assessora|um consultor|voces|vcs)\b|\bseria (bom|legal|otimo) (alguem|um consultor|uma consultora|um assessor|uma assessora)\b/,
  /\b(entre|entrem|entrar) em contato comigo\b|\bme (contate|contatem|contactem)\b|\bsi (alguien|alguem) (pudiera|puede|pode|podria)\b|\bprecisa de um humano\b|\bde preferencia (depois|antes|a partir) d[aeo]s? (\d|almoco|meio dia|trabalho|expediente)|^(tem |hay )?(alguem|alguien) (ai|aqui|ahi)$|^(estou|to) esperando$/,
  // "prefiro tratar por telefone com um responsável", "tem como um ser humano me ligar?", "pede pra alguém ligar pro meu pai".
  /\bprefiro (tratar|falar|conversar|resolver)\b.{0,30}\b(telefone|ligacao|pessoalmente|responsavel|assessor|pessoa)\b|\b(ser humano|humano|pessoa) (me )?(ligar|liga|ligue|atender|responder)\b/,
  /\b(pede|peca|pedir) (para|pra) (alguem|um assessor|uma assessora) (ligar|falar|chamar|ligue)\b/,
  /\b(pueden|podem|puede|pode|podrian) (llamarme|ligarme)\b|\b(prefiero|prefiro) (hablar|falar|conversar) (com|con) (una|uma) (persona|pessoa)\b/,
  /\bprefiro (conversar|falar) (por|no|pelo) (telefone|whatsapp|ligacao|audio)\b/,
  /\bquero fechar\b/,
  // "me pasan con un asesor?", "quiere hablar con alguien de ustedes", "então me chama sábado de manhã", "necesito que
  // alguien de la asesoría me llame".
  /\b(alguien|alguem)\b.{0,30}\bme (llame|llamen|ligue|liga|chame)\b/,
  /\bme (pasan|passam|passa|passe) (com|con) (um|un|uma|una|o|el) (asesor|assessor|assessora|atendente|humano|persona|pessoa)\b|\b(falar|hablar|conversar) (com|con) (alguien|alguem) de (voces|vcs|ustedes)\b|\b(entao|pode|podem) me (chama|chame|chamar|liga|ligue)\b/,
  /\b(voces|vcs) (podem|poderiam) ir comigo\b|\balguem do meu lado\b/,
  // A call or a meeting with someone of the team ("marcar uma chamada de vídeo com um consultor").
  /\b(marcar|agendar|marca|agenda|marque|agende)\b.*\b(chamada|ligacao|reuniao|videochamada|call|conversa|atendimento)\b|\bchamada de video\b/,
  // A time booked with the team ("quero marcar um horário pra vcs me acompanharem na migraciones").
  /\b(marcar|agendar|marca|agenda|marque|agende) (um )?horario\b.{0,30}\b(voces|vcs|com (o|a) (assessor|assessora|consultor|consultora|equipe)|me (acompanh\w*|atend\w*))\b/,
  // "prefiro que uma das médicas de vocês me explique"
  /\bprefiro que (um|uma|alguem)\b.*\b(me )?(explique|explica|atenda|ligue|responda)\b/,
  // "vocês conseguem me ligar hoje depois das 6?", "o marcos da equipe ficou de me ligar, q horas ele liga?".
  /\b(conseguem|consegue|conseguiriam|conseguiria) me (ligar|liga|ligue|chamar|retornar)\b|\b(ficou|ficaram) de me (ligar|retornar|chamar|responder)\b/,
];

const INSULTS =
  /\b(caralho|porra|merda|cu|idiota|burro|burra|inutil|lixo|vagabundos?|safados?|fdp|puta|otario|imbecil|babaca|estupido|cala a boca|desgraca|palhacada|vai se ferrar|vai se foder|vai tomar no|vai a merda|ridiculo|ridicula|retardad[oa]|jumento)\b/;

/** One's own case: only staff can look it up. */
// "meu certificado saiu no nome de solteira" tells how a document was issued, not that it is ready.
const CASE_STATUS =
  /\b(meus?|minhas?)\b.*\b(ja )?(chegou|chegaram|saiu|sairam|foi aprovad[oa]|foram aprovad[oa]s|foi confirmad[oa]|(ta|esta) confirmad[oa]|foi efetivad[oa]|ficou pront[oa]|ficaram pront|foi entregue|foram entregues)\b(?! (no|com o|com|em) (meu )?(nome|sobrenome)\b| (errad|com erro)| de casa\b)/;
/** Papers one sent the team, asked after ("mandei meus documentos semana passada, vcs receberam?"), or one's own status. */
/** A document the authority issued with a mistake ("minha residência saiu com o nome errado, trocaram uma letra"). */
const ISSUED_WITH_ERROR =
  /\b(residencia|cedula|carnet|carteirinha)\b.*\b(nome|sobrenome|data)\b.*\b(errad[oa]|trocad[oa]|com erro)\b|\btrocaram (uma )?letra\b/;
/** Asking the team to check something of one's own ("a facul tá cobrando uma taxa… dá pra verificar isso?"). */
const CHECK_FOR_ME =
  /\b(voces|vcs) (conseguem|consegue|podem|pode|poderiam) (ver|olhar|verificar|checar) isso\b|\b(da pra|da para|pode|podem|consegue|conseguem|poderia|poderiam) (verificar|checar|conferir) (isso|pra mim|para mim)\b/;
/** A charge someone is making now, asked whether it is right ("a facul tá cobrando uma taxa nova… é legítimo isso?"). */
const CHARGE_CHALLENGED =
  /\b(cobrando|cobrou|cobraram|pedindo|pediu|pediram)\b.*\b((e|eh) legitimo|legitimo isso|(e|eh) normal isso|isso (e|eh) normal|pode isso|podem (cobrar|pedir|fazer) isso|ta certo isso|isso ta certo|isso (e|eh) certo|(e|eh) golpe)\b/;
/** One's own dealings with the team: a person answers. */
const OWN_DEALINGS = [
  // A process started or a contract signed with the team ("fiz a residência com vcs em agosto…", "contratei vcs").
  /\b(fiz|fizemos|contratei|contratamos|fechei|fechamos|fechou|fecharam|contratou|contrataram|comecei|iniciei|assinei|assinamos|assinou|firmei)\b.{0,40}\bcom (voces|vcs|ustedes|a assessoria|o assessor|a assessora)\b/,
  // Whether someone's request went through ("a matrícula dela já foi confirmada?", "ya fue aceptado?"), one's own
  // request that has not come ("já saiu minha residência?", "meu pedido tá demorando, dá pra ver o que tá acontecendo?").
  /^(?=.*\b(dela|dele|meu|minha|meus|minhas|mi|mis)\b).*\b(saber|ver|verificar|confirmar|checar|conferir) se\b.{0,60}\bja (foi|fue|foram|fueron) (confirmad|aprovad|aceit|aceptad|liberad|efetivad)\w*\b/,
  /\bja (saiu|chegou|ficou pront[oa]|foi aprovad[oa]) (a |o )?(minha|meu|mi)\b|\b(meu|minha|meus|minhas)\b.{0,40}\b(esta|estao) demorando\b.*\b(faz|ja faz|tem) \d+ (dias|semanas|meses)\b/,
  /\b(da para|da pra|pode|podem|consegue|conseguem|poderia) (voce |voces )?(ver|verificar|olhar|checar|conferir) (o que|oq) (esta|ta) acontecendo\b|\b(voces|voce) (podem|pode|conseguem|consegue|poderiam) (ver|verificar|checar|conferir) (si|se) (mi|meu|minha|o meu|a minha)\b/,
  // A deposit paid and what follows, a process the team handles, a bill of one's own overdue, one's case looked at.
  /\bpaguei (o sinal|a entrada|a primeira parcela|a taxa)\b|\b(que|q) (voces|vcs) (estao|tao|ta|esta) cuidando\b|\bnumero do (expediente|protocolo|meu processo)\b|\bboleto atrasado\b|\b(ver|olhar|verificar|analisar) o caso (dela|dele|meu|da minha|do meu)\b/,
  // One's own request refused ("minha residência foi negada, o que eu faço?").
  /\b(minha|meu|a minha|o meu)\b.{0,25}\b(foi |foram )?(negad[oa]s?|recusad[oa]s?|indeferid[oa]s?|rejeitad[oa]s?)\b/,
  // A discount bargained for on closing ("consegue me dar um desconto se eu fechar hoje?").
  /\bdesconto\b.{0,30}\bse (eu )?(fechar|fecho|assinar) (hoje|agora|ja)\b|\b(me (da|dar|dao|faz|fazer)|consegue|conseguem) (um )?desconto\b/,
  /\b(contratei|contratamos) (voces|vcs|a assessoria)\b|\b(assinei|assinamos|firmei|firme|firmamos)\b (el |o |a )?(contrato|proposta)\b/,
  // Its papers and payments: a second copy, a change of how to pay, something to send ("manda o contrato", "manda o pix").
  /\b(segunda|2|2a) via (do|de|da) (meu |minha )?(contrato|recibo|boleto|nota)\b|\bcpf \d|\b(voces|vcs)\b.{0,30}\b(evento|palestra|live|feira)\b|\b(mudar|trocar|alterar) (a )?(forma de pagamento|data do boleto|data de vencimento|vencimento)\b/,
  /\b(ja )?(abre|abra|abram|manda|mande|mandem|envia|envie|enviem) (o|a|os|as) (processo|contrato|boleto|proposta|recibo)\b|\bmanda (o|a) (pix|chave|dados)\b|\bnota fiscal\b/,
  /\bme (manda|mande|envia|envie|passa) (o|os|a|as) (recibo|recibos|comprovante|comprovantes|nota|notas|boleto|boletos|contrato)\b/,
  // A payment asked after ("fiz o pix ontem, já caiu?", "ja pagou?").
  /\b(pix|pagamento|transferencia|deposito|parcela|boleto)\b.*\b(ja )?caiu\b|\b(saber|ver|confirmar|conferir|checar|verificar) se (caiu|chegou|entrou|recebeu|receberam)\b/,
  /\bja pagou\b|\b(fez|fiz|mandei|mandou) o pix\b|\bno sistema de (voces|vcs)\b|\bem (que|q) pe (ta|esta|anda)\b/,
  // A bill of theirs, a paper of the team's asked for by a bank, a request the team filed, a stage of their process.
  /\b(codigo|linha digitavel|vencimento) do (meu )?boleto\b|\b(segunda|terceira|proxima|ultima) parcela\b|\b(declaracao|comprovante|carta) (de|da|dos) (voces|vcs|assessoria)\b/,
  /\b(voces|vcs|ustedes) (ja )?(deram entrada|protocolaram|dieron entrada)\b|\b(inscript[oa]|inscrit[oa]|matriculad[oa]|cadastrad[oa]) (com|con) (voces|vcs|ustedes)\b/,
  /\b(em|en) (que|q) (etapa|fase|punto) (esta|ta|anda|va) (o |el |la |a )?(su|seu|sua|meu|minha|mi|mis)\b|\b(meu|minha|mi|o meu|a minha) (processo|proceso|pedido|tramite|solicitud|solicitacao|residencia|radicacao)\b.{0,30}\b(em andamento|andando|parad[oa]|correndo)\b/,
  /\b(confirmar|confirma|confirman|confirmen|saber|ver) si (les |lhes )?(chego|llego|caiu|entro|recibieron|recebeu|receberam)\b|\b(consegue|conseguem|pode|podem) me (dizer|falar|informar|passar) (quando|se|como)\b.{0,30}\b(minha|meu|mi)\b/,
  // What is missing in one's own process, and the advisory's own figures ("quantos alunos de vcs passaram?").
  /\bainda nao recebi\b.{0,60}\b(voces|vcs|ustedes)\b|\b(voces|vcs) (conseguem|podem|poderiam|consegue|pode) emitir\b|\b(conseguem|consegue|podem|pode) alguem (para|pra) (buscar|levar|acompanhar|receber)\b|\bparcelar em \d+ ?x\b|\b(o que|que) falta no meu (processo|caso|pedido)\b|\bja paguei tudo\b|\b(de voces|de vcs|da assessoria)\b.{0,20}\bquant(os|as) (alunos|clientes|pessoas)\b|\bquant(os|as) (alunos|clientes) (de voces|de vcs|da assessoria)\b/,
  /\bmeu caso (e|eh) (meio |bem |muito )?(especifico|diferente|complicado|particular)\b|\bte (mando|envio|passo) (o |a )?(meu|minha|meus|minhas)\b/,
  // Someone's paper asked after ("a cédula dele já saiu?"), a task the team took on ("o q vcs ficaram de fazer"), a
  // request filed through the advisory ("dei entrada em outubro pela assessoria").
  /\b(residencia|cedula|carnet|carteirinha|matricula|apostila|diploma|certificado|historico|visto|pedido|processo)\b (dele|dela|do meu filho|da minha filha)\b.{0,10}\b(ja )?(saiu|chegou|ficou pront[oa]|esta pront[oa]|ta pront[oa]|foi aprovad[oa])\b/,
  // "como tá meu processo?", "e o meu pedido?", "meu processo tá em que etapa?".
  /\b(como|cade|e) ((ta|esta|anda|andam|fica|ficou) )?(o |a )?(meu|minha) (processo|pedido|caso|solicitacao)\b|^(o |a )?(meu|minha) (processo|pedido|caso)$|\b(meu|minha) (processo|pedido|caso) (ta|esta) (em|na) (que|qual|q) (etapa|fase|pe)\b/,
  /\b(voces|vcs|a assessoria|o assessor|a assessora|a consultora|o consultor|da equipe) (ficaram|ficou) de (fazer|mandar|enviar|resolver|ver|dar entrada|protocolar)\b|\b(dei entrada|protocolei|pedi)\b.{0,40}\b(pela|com a|atraves da) assessoria\b/,
];

/** Something the team is asked to do or check for them now ("vcs conseguem reservar um quarto… queria deixar pago"). */
const ACT_FOR_ME = [
  /\b(voces|vcs|voce|vc) (conseguem|consegue|podem|pode|poderiam|poderia) (reservar|pagar|comprar|alugar|buscar|agendar|marcar)\b/,
  /\badiantar\b.{0,30}\b(pra|para|por) mim\b/,
  // "tem como vc ver se tem horário na pf essa semana?": something looked up or booked for them.
  /\b(tem como|da pra|da para) (voce|vc|voces|vcs) (ver|verificar|checar|olhar|marcar|agendar) (se|pra|para)\b/,
  /\bme (podem|pode|pueden|puede|conseguem|consegue) (reservar|marcar|agendar|comprar|pagar|alugar|averiguar)\b|\b(voces|vcs) (conseguem |podem )?(me )?(emprestar|empresta|emprestam)\b/,
  // Done on their behalf ("apostilar tudo por mim", "ir no cartório por mim", "dar entrada pra mim").
  /\b(apostilar|traduzir|traducao|legalizar|protocolar|entregar|resolver|levar|buscar|pegar|ir|vao|va)\b.{0,30}\bpor mim\b|\b(dar entrada|resolvem isso|resolve isso|resolver isso) (pra|para|por) mim\b/,
  /\b(podem|pode|conseguem|consegue) falar com (ele|ela|eles|o dono|a dona) por mim\b/,
  // "vcs conseguem resolver isso?", "ustedes me pueden conseguir un departamento y firmar el contrato por mí?".
  /\b(voces|vcs|ustedes) (conseguem|consegue|podem|pode|poderiam) resolver (isso|isto|esse problema|essa situacao)\b|\b(voces|vcs|ustedes) me (podem|pode|pueden|puede|poderiam|podrian) (conseguir|buscar|alugar|alquilar|reservar|assinar|firmar)\b|\b(firmar|assinar) (el |o )?contrato por (mi|mim)\b/,
  /\b(cuidar|cuidam|cuida) (disso|de tudo|da residencia|dos documentos|do processo)? ?(pra|para|por) mim\b/,
  /\b(colocar|colocarem|coloca|colocam|por|porem) (ela|ele|me|eu|a gente|nos) em contato com\b|\bme (colocar|colocam|coloca|colocarem) em contato\b/,
  // Checked with the school or anyone for them ("pode ver com a coordenação", "consegue ver como tá?", "ligar lá").
  /\b(pode|podem|consegue|conseguem|poderia|poderiam) (ver|verificar|checar|perguntar|confirmar|conferir) com (a |o )?(coordenacao|coordenador|faculdade|universidade|secretaria|reitoria|migracoes|migraciones)\b/,
  /\b(ve|veja|confirma|pergunta) (com|c) (a|o) (faculdade|universidade|coordenacao|secretaria|reitoria)\b|\b(pode|podem|consegue|conseguem|poderia|poderiam) ligar (la|pra|para|na|no)\b/,
  /\b(pode|podem|consegue|conseguem|da pra) (ver|olhar|checar|verificar) como (ta|esta|anda|andam|estao)\b|\b(conseguem|consegue|podem|pode) ver se\b|\b(consegue|conseguem|pode|podem) (ver|olhar) (isso )?(pra|para) mim\b/,
  /\b(podem|pode|pueden|puede) conseguir (uma|una|um|un) (vaga|plaza|lugar)\b|\b(revisen|revisem|confiram|olhem)\b/,
  // A message to a family member ("pode falar com a mãe dele?", "passo o num"), and a referral ("me indicar uma pensão").
  /^(pode |podem |consegue |vcs podem )?(falar|fala|liga|ligar|ligue) (com|c) (a|o) (mae|pai|avo|tia|tio|responsavel)\b|\bpasso o (num|numero|contato|zap)\b/,
  /\b(conseguem|consegue|podem|pode) (me )?indicar (um|uma|algum|alguma)\b/,
  // Stopped at the border ("o cara da migração não deixou eu fazer a entrada").
  /\b(nao (me )?deixou|nao (me )?deixaram|me barrou|me barraram)\b.{0,40}\b(entrar|entrada|passar|atravessar)\b/,
];

/**
 * A contact of someone outside the team ("me passa o número de algum médico brasileiro", "o zap de alguma república"), or a
 * named business ("vcs conhecem a imobiliária do seu Jorge?", "la sucursal del banco… abre?"): a person answers. An
 * emergency number is the base's to give.
 */
const CONTACT_OF_SOMEONE = [
  // A staff member's own number ("consegue me passar o whats pessoal dela?").
  /\b(whats|whatsapp|zap|numero|telefone|celular|contato) (pessoal|particular) (dela|dele|da \w+|do \w+)\b/,
  /\b(contato|contatos|numero|telefone|zap|whats|whatsapp|insta|instagram)\b (de|do|da|dos|das) (algum|alguma|alguns|algumas|um|uma)\b(?! (ambulancia|emergencia|policia|bombeiros?|hospital|pronto socorro)\b)/,
  /\b(algum|alguma|tem) (contato|numero|telefone|zap) (de|do|da) (?!(voces|vcs|assessoria|assessor|emergencia|ambulancia|policia))\w+|\b(tem|sabe|sabem) o (endereco|telefone|numero|contato) (dele|dela)\b/,
  /\b(conhece|conhecem|indica|indicam|sabe de|sabem de)\b (algum|alguma|alguem)\b.*\b(nome|telefone|contato|numero|zap|whatsapp|endereco)\b/,
  /\b(conhece|conhecem|conoce|conocen)\b (algum|alguma|algun|alguna) (gimnasio|academia|restaurante|bar|colegio|escola|clinica|dentista|medico|igreja|iglesia)\b/,
  /\b(conhece|conhecem|conoce|conocen)\b (a|o|la|el) (colegio|escola|restaurante|imobiliaria|inmobiliaria|clinica|autoescola|academia|igreja|iglesia|banco|pensionato|pensao|republica|hotel|corretor|corretora|despachante)\b/,
  /\b(sucursal|agencia|filial) (do|del|de|da) banco\b|\bqual (o )?(banco|cartao)\b.{0,40}\b(melhor|recomend\w*|indica\w*|acham)\b/,
];
const SENT_PAPERS =
  // What the team did with one's own papers ("vcs já mandaram meu histórico pra universidade?"), or a request one filed
  // that is ready or not ("dei entrada na residência dia 12/10, já ficou pronta?").
  /\b(voces|vcs) (ja )?(mandaram|enviaram|protocolaram|entregaram|deram entrada|fizeram|apostilaram|receberam)( no| na| o| a| os| as)? (meu|minha|meus|minhas)\b|\b(dei entrada|protocolei|fiz o pedido|entreguei)\b.*\bja (ficou pront[oa]|saiu|foi aprovad[oa]|esta pront[oa]|ta pront[oa])\b|\b(mandei|enviei|entreguei)\b.*\b(receberam|recebeu|chegou|chegaram|tudo certo|tudo certinho|conferiram)\b|\b(status|andamento) (do|da|dos|das) (meu|minha|meus|minhas)\b|\b(mande|envie|entregue)\b.{0,40}\b(mis|los|todos)\b.{0,60}\b(confirman|confirmen|recibieron|llegaron|(estao|estan|esta) (todos |todo )?(bien|bem|certo))\b/;

/** Tasks and subjects outside the advisory, even when they contain a topic word ("redação do enem"). */
const OFF_TOPIC = [
  /\b(faz|faca|escreve|escreva) (uma |um )?(redacao|texto|trabalho|resumo)\b/,
  /\b(licao|dever de casa|tarefa|tarea|equacao|ecuacion)\b/,
  // Coursework of one's own ("o trabalho de histologia q tenho q entregar amanhã"), a clinical case to solve ("paciente 55a,
  // dor torácica… qual a artéria?") and a dish to cook ("como faz chipa?"): no advisory answers them.
  /\b(trabalho|atividade|relatorio|seminario|resumo) de \w+ (que|q) (eu )?(tenho|preciso) (que |q |de )?(entregar|apresentar|fazer)\b|\bpaciente (de )?\d+ ?(a|anos)\b|\bqual (a|o) (arteria|diagnostico|conduta|droga|farmaco) (acometid[oa]|mais provavel|correta?|de escolha)\b|\bcomo (se )?(faz|fazer|faco|prepara|preparar) (a |o |uma |um )?(chipa|sopa paraguaia|mbeju|chipa guazu|terere|bolo)\b/,
  // Someone's schoolwork done for them ("fazer a redação do meu filho pro colégio"), a lottery or a betting site, a
  // patient's treatment asked of the assistant, a Spanish recipe ("la receta de la sopa paraguaya").
  /\b(fazer|faz|faca|escrever|escreve) (a|o|uma|um) (redacao|trabalho|tarefa|licao|dever)\b.{0,30}\b(do|da|pro|pra|para o|para a) (meu|minha|colegio|escola)\b/,
  /\b(mega sena|megasena|mega da virada|loteria|lotofacil|cassino|casino|tigrinho|numeros da sorte|dropshipping)\b|\b(site|sites|casa|casas) de apostas?\b/,
  /\b(traduz\w*|traducao|traducir)\b.{0,30}\b(cancion|cancao|letra|musica)\b/,
  // A dose to take, a school exercise ("nessa de física", "resolver essa: 3x + 5"), a love message in Spanish.
  /\bsou de (escorpiao|sagitario|capricornio|aquario|aries|gemeos|virgem|libra)\b|\b(uma pedra|um corpo|um objeto|um carro) (cai|caindo|lancad\w*|freia|parte)\b/,
  /\b(quantas unidades|que dose|qual dose|quantos mg)\b|\b(nessa|nesta) de (quimica|fisica|matematica|biologia)\b|\bresolver (essa|esta) \d|\bqual (a |e a )?aceleracao\b/,
  /\b(escribir|escrever)\b.{0,20}\b(mensaje|mensagem|carta|poema)\b|\bmensaje romantico\b/,
  /\b(meu|minha|um|uma) paciente\b.{0,60}\b(protocolo|exercicios?|tratamento|conduta|dose|remedio)\b|\bla receta de\b(?! (un |el |la )?medic)/,
  // Politics, and a sick note to skip work ("em quem vc votou?", "me arruma um atestado pra faltar amanhã?").
  /\b(votou|vota|votar|votaria) (em|no|na)\b|\bem quem (eu )?(voto|votar|votaria)\b|\b(presidente(?! (franco|hayes))|eleicao|eleicoes|lula|bolsonaro|partido politico|deputad[oa]|senador[a]?|vereador[a]?|governador[a]?)\b/,
  /\batestado\b.{0,40}\b(faltar|falta|faltas|folga)\b|\b(faltar|faltas|folga)\b.{0,40}\batestado\b|\b(gera|gerar|gere|emite|emitir|inventa|inventar)\b.{0,30}\batestado\b|\batestado\b.{0,60}\b(com cid)\b/,
  // A sentence to translate into another language, sums, a trip's itinerary, a quarrel with one's boss, the football.
  /^(?!.*\b(historico|certidao|certidoes|documento|documentos|diploma|rg|certificado|boletim|antecedentes)\b).*\b(traduz\w*|traducao) (para|pro) (mim|o ingles|ingles|o frances|frances|alemao|italiano)\b/,
  /\b(quanto|qto|qnto) (e|eh) \d+ (de|vezes|mais|menos|dividido por) \d+|\b\d*x \d+ \d*x\b|\bresolve (essa|esta|essa conta|a equacao)\b/,
  /\b(roteiro|itinerario) (de \d+ dias|de viagem|turistico)\b/,
  /\b(meu|minha) (chefe|patrao|patroa|empregador|ex chefe)\b.*\b(processar|justica|ferias|rescisao|fgts|demitiu|salario)\b/,
  /\b(libertadores|brasileirao|champions|campeonato)\b|\bquem ganhou (o|a) (jogo|final|copa)\b/,
  // Medicine to take, sums to do, places to visit, a school subject, a divorce's shares, a match's winner, a pension's review.
  // A medicine named, or one to take for a symptom ("tomar cuidado" and a vaccine to enter are questions).
  /\b(posso|devo|deveria) tomar\b.*\b(remedio|comprimido|antibiotico|gripe|febre|dor|garganta|sobrou)\b|\b(amoxicilina|ivermectina|ibuprofeno|dipirona|paracetamol)\b/,
  /\bfaz (a|essa|uma) conta\b|\bcalcula (pra|para) mim\b|\bjuros de \d/,
  /\blugares (legais|bons|bonitos|interessantes) (pra|para) (ir|conhecer|visitar|passear)\b|\bindica (uns|alguns) lugares\b/,
  /\b(ciclo de krebs|mitose|meiose|fotossintese|bhaskara|logaritmo|tabela periodica|leis de newton)\b/,
  /\b(partilha|inventario|heranca)\b|\brevisao da vida toda\b|\b(ganha|ganhar|vai ganhar) (a|o) (copa|jogo|campeonato|final)\b/,
  // Gossip about celebrities, a business to open to pay less tax, a neighbour to sue, a sentence to translate in Spanish.
  /\b(neymar|anitta|bbb|big brother|fofoca)\b|\babrir (um|un|uma|una) (mei|cnpj|empresa)\b|\bpagar menos impost\w*\b/,
  /\b(vizinho|vecino|vecina|vizinha)\b.*\b(demandar|processar|muro|terreno)\b|\b(meu|minha) ex\b.*\b(nao paga|pensao|processo|processar)\b/,
  /^(?!.*\b(historico|certidao|documento|documentos|diploma|rg|certificado|antecedentes)\b).*\btraduc\w*\b.{0,20}\b(ingles|frances|aleman|alemao|italiano)\b/,
  // An essay to write, a boyfriend's ultimatum, a game, a prayer, a picture to make, a joke, one's papers to translate here.
  /\b(escreve|escreva|faz|faca) (minha|a minha|meu|o meu) (redacao|trabalho|tcc|dever|licao)\b|\bchiste\b|\boracao\b|\b(voce|vc) traduc\w*\b|\bvou colar o texto\b/,
  /\b(termino|terminar|largo|largar|separo|separar) (ou nao )?(com|c) (meu|minha|o|a) (namorad[oa]|marido|esposa|noiv[oa])\b/,
  /\bredacao nota 1000\b|\b(escrever|escreve|escreva) uma redacao\b|\b(termina|terminar|terminou) comigo\b|\b(bora|vamos) jogar\b|\bpensa (em|num) (um )?numero\b/,
  /\b(rezar|reza|orar|ora) (por|pra|para) (ela|ele|mim|nos|minha|meu)\b|\b(gera|gerar|gere|cria|criar|crie) (uma )?(foto|imagem|desenho|logo|logotipo)\b/,
  // Investing one's savings, faith, suing an ex-partner, a text to rewrite.
  /\b(poupanca|tesouro direto|cdb|renda fixa|bitcoin|cripto\w*)\b|\bacredit\w* em deus\b|\bvira ateu\b/,
  /\b(ex marido|ex mulher|ex esposa|ex esposo|ex companheir[oa])\b.*\b(nao paga|no paga|pensao|pension|processar)\b/,
  /\b(reescreve|reescrever|reescreva|corrige|corrija)\b.{0,20}\b(texto|mensagem|msg|email|frase|redacao)\b/,
  // Doing the person's own studies or leisure for them: a study plan, a song translated.
  /\b(monta|montar|faz|fazer|faca|cria|criar|organiza)\b.{0,20}\b(cronograma|plano|rotina|planejamento) de (estudos?|revisao)\b|\b(traduz\w*|traducao)\b.{0,30}\b(letra|musica|cancao|poema)\b/,
  // Help with a school subject ("me ajuda numa de química: o que é ligação covalente?").
  /\b(ajuda|ajude|ajudar|explica|explique|ensina|ensine)\b.{0,20}\b(uma |numa |com |em )(questao |duvida )?(de |da |do )?(quimica|fisica|matematica|biologia|historia|geografia|gramatica)\b/,
  // A diet or a workout plan ("me ajuda a montar uma dieta pra perder 10kg?").
  /\b(dieta|emagrecer|perder \d+ ?(kg|quilos)|perder peso|cardapio|ficha de treino)\b/,
  // Schoolwork and study help ("me ajuda com um resumo sobre mitose", "me explica meiose q tenho prova amanha").
  /\b(ajuda|ajude|ajudar)\b.*\b(resumo|trabalho da escola|trabalho de escola|exercicio|licao|prova)\b/,
  /\b(resumo|trabalho|prova|lista de exercicios?) (sobre|de|da|do) (escola|colegio|biologia|quimica|fisica|matematica|historia|geografia|mitose|meiose)\b/,
  /\b(explica|explique|ensina|ensine)\b.*\b(rapidinho|pra prova|para a prova|prova amanha)\b/,
  /\bprova amanha\b/,
  /\b\d+ ?x ?[+-]/,
  /^(?!.*\b(voces|vcs) (sao|son) (uma|una) piada\b).*\b(piada|filme|serie|musica|receita de(?! medic[oa]| remedio)|horoscopo|signo)\b/,
  // A recipe in Spanish or asked for after the dish ("…uma chipa paraguaia pra ela. me passa uma receita?"), the World
  // Cup, a drug's pharmacology.
  /\breceta de\b(?! (un |el |la )?medic)|\b(me passa|passa|manda|me manda) (uma |a )?receita\b(?! (medica|do medico|de remedio))|\bmundial\b|\b(quem|quien) (vai|va a) ganhar\b|\bmecanismo de acao\b|\bquestao de (farmaco|farmacologia|anatomia|fisiologia|bioquimica|histologia)\b/,
  // A poem or a birthday message for someone ("faz um poema de aniversário pra minha esposa?").
  /\b(poema|poesia|poeminha|soneto|versos|rima|parodia)\b|\b(faz|faca|escreve|escreva|cria|crie|manda)\b.*\b(parabens|mensagem de aniversario|declaracao de amor)\b/,
  /\b(jogo|futebol|flamengo|corinthians|palmeiras|copa do mundo|time)\b/,
  // A country's capital ("qual a capital da frança?"), not "a segurança na capital, dá pra andar…" there.
  /^(?!.*\b(paraguai|assuncao|seguranca|segura|seguro|morar|estudar|onibus|noite)\b).*\bcapital d[aoe]\b/,
  // A gadget to buy; its voltage there ("meu notebook é 110, funciona lá?") or declaring it at the border is a question.
  /^(?!.*\b(110|127|220|voltagem|bivolt|tomadas?|plugue|transformador|declarar|declaracao|alfandega|aduana|receita federal|cota)\b).*\b(iphone|celular novo|notebook|carro usado)\b/,
  // Shopping for a gadget ("qual melhor celular pra comprar"); a phone chip to live there is a question, not shopping.
  /^(?!.*\bchip\b).*(?:\b(comprar|compro)\b.*\b(celular|notebook|computador|tv|televisao|tenis|roupa|videogame)\b|\b(celular|notebook|computador|tv|televisao|tenis|videogame)\b.*\b(comprar|compro)\b)/,
  // Medical advice; bringing one's own medicine when moving there is a question for a person, not off-topic.
  /\b(qual|que|um|algum|indica|indique) (remedio|antibiotico|anti inflamatorio|antiinflamatorio)\b|\bdor de cabeca\b/,
  // Filling in one's tax return, not whether tuition there counts in it (a person answers that).
  /^(?!.*\b(mensalidade|mensalidades|faculdade|paraguai|estud\w*|nota fiscal|recibo|voces|vcs)\b).*\b(imposto de renda|declaracao do (ir|imposto))\b|\bcurriculo\b/,
  /\b(torce|torcer)\b/,
  // A gadget's best buy ("qual o melhor celular custo benefício até 2 mil?"), and a course of something else online.
  /\bmelhor (celular|notebook|computador|tv|televisao|tenis|fone)\b|^(?!.*\bchip\b).*\b(celular|notebook|computador)\b.*\bcusto beneficio\b/,
  // A shop's opening hours ("o shopping china abre domingo?"): the town's errands, not the advisory's subject.
  /\b(shopping|loja|lojas|supermercado|mercado|restaurante|feira(?! de santana))\b.*\b(abre|abrem|fecha|fecham|funciona|aberto|horario)\b/,
  // A record forged or improved for money ("arrumar um histórico com notas melhores, pago o q for").
  /\b(arrumar|arruma|falsificar|forjar|adulterar|alterar|mudar|trocar|melhorar)\b.{0,30}\b(historico|notas|certificado|diploma|documento)\b.{0,40}\b(melhores|maiores|falso|falsa|falsos)\b|\b(historico|documento|diploma|certificado|atestado) (falso|falsificado)\b/,
  /\bcurso (de |online de )?(ingles|informatica|excel|programacao|culinaria|maquiagem|costura|fotografia)\b/,
  // Today's weather is small talk ("tá muito calor aí hoje?"); what the climate is like to live in is not.
  /\b(calor|frio|chov\w*|chuva|temperatura|forno)\b.*\b(hoje|agora)\b|\b(hoje|agora)\b.*\b(calor|frio|chov\w*|chuva|temperatura)\b/,
  // Paraguayan football, a recipe, sightseeing, shopping quotas, a prep course for a Brazilian university.
  /\b(olimpia|cerro porteno|libertad)\b|\bganhou ontem\b/,
  // A recipe, not the Receita Federal nor a doctor's prescription ("receita de médico de lá").
  /\breceita d[aeo]s? (?!federal|medic[oa]|remedio|brasil\b|brasileir)\w+/,
  // Sightseeing; what a child coming along "só de passeio" needs to enter, or the bus ride to another city, is a question.
  /\b(lugares|pontos) turisticos\b|^(?!.*\b(documentos?|rg|passaporte|visto|entrar|autorizacao|onibus|distancia|quanto tempo|tempo leva|horas)\b).*\bpasse(ar|io)\b/,
  /\bcota de compras?\b|\bcompras? (em|no|na) (ciudad del este|paraguai)\b/,
  // A prep course for a Brazilian entrance exam, unless weighed against going to Paraguay ("cursinho pra federal ou ir
  // pro paraguai?").
  /^(?!.*\bparaguai\b).*\bcursinho\b.*\b(federal|vestibular|enem|usp|unicamp)\b/,
  // A weather forecast ("vai chover amanhã em londrina?").
  /\b(vai chover|previsao do tempo|vai fazer (frio|calor) amanha)\b/,
  // Writing something for them ("me ajuda a escrever uma msg pro meu tio"), and the answers to a course's test.
  /\b(escreve|escrever|escreva|redigir|redige|monta|montar)\b.*\b(mensagem|msg|texto|carta|email|post|legenda)\b/,
  /\b(faz|faca|faze|cria|criar|crie|inventa|inventar)\b.*\b(legenda|piada|poema|poesia|musica|meme)\b/,
  // A recipe ("vc sabe fazer chipa? me passa a receita"): cooking, not living there.
  /\b(sabe fazer|ensina a fazer|me passa a receita|receita (da|de|do) (chipa|sopa|bolo|torta|doce))\b|\breceita\b.{0,15}\b(chipa|sopa|bolo|torta|doce)\b/,
  // Series and films to watch ("me recomenda umas séries de médico? tipo grey's anatomy").
  /\b(series?|filmes?|novelas?|doramas?)\b.*\b(assistir|maratonar)\b|\b(recomenda|indica)\w*\b.*\b(series?|filmes?|novelas?)\b|\bgreys? anatomy\b/,
  /^(?!.*\brevalida\b).*\b(gabarito|cola)\b.*\b(prova|semestre|materia|anatomia|teste)\b/,
  // An essay or a program to hand in ("uma redação sobre desigualdade, 30 linhas", "um código em python que calcula").
  /\b(redacao|dissertacao|texto|resumo)\b (sobre|com o tema)\b|\b\d+ linhas\b/,
  /\b(codigo|programa|script|algoritmo)\b.*\b(python|javascript|java|html|css|excel|sql)\b|\b(python|javascript|html|excel)\b/,
  // Homework in any form ("resolver essa questão de química", "essa conta q meu filho não sabe"), its units ("mol/L",
  // "CNTP"), a test's answer key ("o gabarito do enem") but not the Revalida's, a workout, cooking.
  /\bresolver (essa|esta) (conta|equacao|exercicio)\b(?! (no|na|do|da) banco)|\bresolver (uma|a) (equacao|exercicio)\b|^(?!.*\b(revalida|vestibular|nivelamento|ingresso)\b).*\b(questao|questoes|exercicio|exercicios|conta|problema) (de|da|do) (quimica|fisica|matematica|biologia|portugues)\b/,
  /\b\d+ mols?\b|\bmol l\b|\bcntp\b|\bph de (uma|um|la|el)\b|^(?!.*\brevalida\b).*\bgabarito\b/,
  /\b(treino|ficha) (de|pra|para) (academia|hipertrofia|musculacao)\b|\bhipertrofia\b|\bmontar (um|meu) treino\b/,
  /\b(cozinhar|assar|fritar|ferver|temperar)\b.{0,30}\b(feijao|arroz|carne|frango|ovo|ovos|bolo|macarrao|batata)\b|\bpanela de pressao\b/,
  // A spreadsheet of their own, when to buy dollars, history for tomorrow's test, schoolwork of pages, a sum to test the bot.
  /\b(faz|faca|fazer|monta|montar|cria|criar)\b.{0,20}\bplanilha\b|\b(compro|comprar|vendo|vender) (o )?(dolar|dolares|euro|euros|bitcoin)\b.{0,30}\b(agora|hoje|espero|esperar|baixar|subir|cair)\b/,
  /\bprova de amanha\b|\bguerra do paraguai\b|\b(fazer|escrever|faz|escreve|faca|escreva) (o |a )?(meu|minha) (trabalho|tcc|redacao|resumo|artigo)\b|\b(quanto|qnto|qto) (e|eh) \d+ ?x ?\d+\b/,
  // A loan shark, a verb to conjugate for a test, goods smuggled past customs.
  /\bagiotas?\b|\bconjugar (o |os )?verbos?\b|\bconjugacao\b|\bsem (a )?receita( federal)? (pegar|ver|saber|descobrir)\b|\b(contrabando|muamba)\b/,
];

export function intentOf(normalised: string[]): MessageIntent {
  const text = normalised.join(' ');
  // "info", "quero saber mais", or whether a bot answers: the hello, which says what the assistant is and can explain.
  if (ASKS_FOR_INFO.test(text) || ASKS_IF_BOT.test(text)) return 'greeting';
  if (normalised.length > 0 && normalised.every((w) => GREETING_WORDS.has(w))) return 'greeting';
  if (AD_NAMED.test(text) && normalised.every((w) => GREETING_WORDS.has(w) || AD_SEEN_WORDS.has(w))) return 'greeting';
  // Thanks followed by something else asked ("vlw. vai chover amanhã em bh?") is that request.
  const offTopic = OFF_TOPIC.some((re) => re.test(text));
  // "Agradeço. Prefiro tratar por telefone com um responsável": the thanks is a courtesy before the request.
  const human = HUMAN.some((re) => re.test(text));
  if (normalised.length <= 6 && (THANKS.test(text) || THANKS_ANYWHERE.test(text)) && !ASKS.test(text) && !offTopic && !human)
    return 'thanks';
  // A longer goodbye that ends in thanks ("ok vou ver com meu marido e te falo. brigada"), or that closes ("tmj, era isso").
  // Or one that thanks and leaves to think it over ("tá bom obrigada, vou conversar com o pai dele").
  const leaving = THANKS_ANYWHERE.test(text) && LEAVING.test(text);
  if (
    normalised.length <= 14 &&
    (THANKS_AT_END.test(text) || CLOSING.test(text) || THANKS.test(text) || leaving) &&
    !ASKS.test(text) &&
    !offTopic &&
    !human
  )
    return 'thanks';
  if (COMPLAINT.some((re) => re.test(text))) return 'complaint';
  if (human) return 'human';
  if (INSULTS.test(text)) return 'abuse';
  if (
    CASE_STATUS.test(text) ||
    SENT_PAPERS.test(text) ||
    ISSUED_WITH_ERROR.test(text) ||
    CHECK_FOR_ME.test(text) ||
    CHARGE_CHALLENGED.test(text) ||
    [...OWN_DEALINGS, ...ACT_FOR_ME, ...CONTACT_OF_SOMEONE].some((re) => re.test(text))
  )
    return 'caseStatus';
  if (offTopic) return 'offTopic';
  return 'question';
}
