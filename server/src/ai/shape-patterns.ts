/**
 * The patterns the message shapes of topic-shapes.ts read (docs/assistant.md, "Reply to the ask"): each names one kind
 * of question, with examples of how people write it.
 */
/** Papers asked for ("quais documentos", "q papéis eu levo"). */
export const PAPERS = /\b(documentos?|papeis|papelada|papel)\b/;

/** How long one may stay as a tourist ("como turista posso ficar qnto tempo?", "quantos dias posso ficar de turista?"). */
export const TOURIST_STAY =
  /\b(como|de|so como|so de) turista\b.*\b(quanto tempo|qnto tempo|qto tempo|ate quando|quantos dias|qnts dias)\b|\b(quanto tempo|qnto tempo|qto tempo|ate quando|quantos dias|qnts dias)\b.*\b(como|de) turista\b/;

/** Still at secondary school ("ainda não terminei o médio", "to no terceiro ano ainda"). */
export const STILL_AT_SCHOOL =
  /\b(terminando|concluindo|cursando|fazendo|termina|terminar|vai terminar|conclui|concluir) o (terceiro|3o|segundo|2o|ultimo) (ano|colegial)\b|\b(ainda nao|nao) (terminei|terminou|conclui|concluiu|me formei|se formou|formei|acabei|acabou)\b|\bainda (to|estou|esta|ta) (no|cursando)\b|\b(to|estou|ta|esta) (no|cursando o) (terceiro|segundo|3|2|3o|2o) (ano|colegial)\b/;
export const DOCUMENTS_ARTICLE = 'documentos-matricula';
/** A graduate of another health course asking to skip years ("sou fisioterapeuta, entro direto no 2º ano?"). */
export const OTHER_DEGREE_CREDIT =
  /\b(periodo|semestre|ano|curso|faculdade|faco|cursando) de (enfermagem|fisioterapia|odontologia|farmacia|biomedicina|nutricao|biologia)\b.*\b(aproveitar|aproveitamento|eliminar|convalid\w*|materias?|disciplinas?)\b|\b(fisioterapeuta|enfermeir[oa]|dentista|farmaceutic[oa]|biomedic[oa]|nutricionista|biolog[oa]|(outra|ja tenho|tenho uma?) graduacao|graduacao na saude|formad[oa] em (enfermagem|fisioterapia|farmacia|biomedicina|odontologia|nutricao|biologia))\b.*\b(entrar direto|entro direto|direto no|aproveitar|aproveitamento|eliminar|eliminando|elimino|elimina|pular|adiantar|convalid\w*|(2|3|segundo|terceiro) (ano|semestre|periodo))\b/;
/** Whether the diploma counts in Brazil as it is ("o diploma é aceito no brasil?", "o título vale aqui?"). */
export const DIPLOMA_IN_BRAZIL =
  /^(?!.*\b(revalidad[oa]|depois de revalidar|apos revalidar|ensino medio|historico)\b).*\b(diploma|titulo)\b.*\b(aceito|aceita|automatic\w*)\b.*\b(brasil|aqui)\b/;
/** Whether a university there is legitimate ("a faculdade é reconhecida de verdade?", "essa facul é regularizada?"). */
export const UNIVERSITY_LEGITIMACY =
  /\b(faculdade|facul|universidade|curso|carreira|instituicao)\b.*\b(reconhecid[ao]|regularizad[ao]|regular|autorizad[ao]|legalizad[ao]|credenciad[ao]|de verdade|furada|picaretagem|fachada|fechad[ao])\b/;
/** Whether the course there is weaker ("o curso de lá é mais fraco?", "a qualidade do ensino é boa?"). */
export const COURSE_QUALITY =
  /\b(facul|faculdade|faculdades|faculs|universidades?|cursos?)\b.{0,25}\b(sao|e|eh) (boas?|bons?|ruins?|serias?|confiaveis)\b|\bcaca niquel\b|\b(curso|faculdade|facul|ensino|formacao|medicina)\b.*\b(fraco|fraca|mais fraco|inferior|pior|ruim|qualidade|nivel|mal preparad[oa])\b|\b(qualidade|nivel)\b.*\b(curso|faculdade|facul|ensino|formacao)\b/;
/** Another country as the subject ("na argentina a pública é de graça?", "e bolívia?", "y en chile?"). */
export const OTHER_COUNTRY_ASKED =
  /\b(na|en|da|de|pra|para a|e|y) (argentina|bolivia|uruguai|uruguay|chile|portugal|espanha|cuba|russia)\b|^(e |y )?(argentina|bolivia|uruguai|chile|portugal|espanha|cuba|russia)\s*$/;
/**
 * Choosing a school of medicine in another country, with nothing of Paraguay in the message ("qual a melhor faculdade de
 * medicina de portugal?"), where the school is named: not papers from a school there nor a transfer from it.
 */
export const STUDY_ELSEWHERE =
  /^(?!.*\b(paraguai|paraguay|assuncao|asuncion|cde|ciudad del este|pjc|pedro juan|encarnacion|salto|transferir|transfiro|transferencia|revalid\w*|papeis|documentos|historico|notas|semestre|semestres)\b).*\b(facul|faculdade|faculdades|universidade|universidades|medicina|estudar)\b.*\b(em|de|da|na|no|pra|para) (portugal|argentina|bolivia|uruguai|espanha|chile|cuba|colombia|russia|eua|estados unidos)\b/;
/** Rules changing during the course ("e se mudar as regras no meio do curso?", "a lei pode mudar?"). */
export const RULES_CHANGE =
  /\b(mudar|mudarem|mudam|muda|mudanca|mudancas|alterar|alterarem)\b.{0,15}\b(as |a )?(regras?|leis?|exigencias?)\b|\b(regras?|leis?)\b.{0,15}\b(mudar|mudarem|mudam|muda|mudou)\b/;
/** Moving back to a Brazilian school ("transferir pra uma federal aqui", "voltar pra uma facul do brasil"). */
export const TRANSFER_BACK =
  /\b(transferir|transferencia|transfiro|voltar)\b.{0,20}\b(pra|para|p) (uma |a |alguma )?(federal|estadual|faculdade|facul|universidade)\b.{0,20}\b(aqui|no brasil|do brasil|brasileira|daqui)\b|\b(transferir|transferencia|transfiro)\b.{0,20}\b(pra|para) (uma |a )?federal\b/;
/** What the tuition includes ("a mensalidade já inclui moradia?", "a cuota cubre la comida?"). */
export const TUITION_INCLUDES =
  /\b(mensalidade|mensalidades|cuota|valor da faculdade|valor da facul)\b.{0,20}\b(inclui|incluem|incluso|inclusa|incluido|incluida|cobre|cubre|engloba|ja vem com)\b/;
/** With the diploma already revalidated ("depois de revalidar posso…", "com o diploma revalidado é igual?"). */
export const AFTER_REVALIDATION =
  /\b(depois de|dps de|apos|com o diploma|diploma ja|ja) (revalidar|revalidado|revalidada)\b.*\b(posso|pode|consigo|igual|mesmos direitos|concurso|concursos|residencia|preconceito)\b/;
/** Where the practice and the internship are done ("tem hospital escola?", "o internato faz onde?"). */
export const INTERNSHIP = /\binternato\b|\b(pratica|praticas|estagio)\b.{0,30}\b(hospital|hospitais)\b/;
/** How many Brazilians go ("tem mt brasileiro estudando lá?"); why they go is WHY_GO's. */
export const MANY_GO = /\b(muitos?|muito|mt|mto|quantos) brasileir\w*\b(?!.*\b(bolsa|bolsas|desconto|fies|prouni)\b)/;
/** Someone travelling without the parents ("atravessar sem a gente", "ir desacompanhada"). */
export const WITHOUT_PARENTS =
  /\b(atravessar|viajar|passar|ir|cruzar|entrar)\b.{0,40}\b(sem a gente|sem nos|sem os pais|sem o pai|sem a mae|desacompanhad[oa])\b/;
/** Living on the Brazilian side ("moro em ponta porã", "vou morar em foz e atravessar"). */
export const LIVES_ACROSS =
  /\b(moro|morar|morando|vivo|vivir|viver)\b (en |em |no |na )?(ponta pora|foz|foz do iguacu|lado brasileiro|mundo novo|guaira)\b/;
/** Where students live ("onde os estudantes costumam morar?", "onde é melhor morar em cde?"). */
export const WHERE_TO_LIVE =
  /\bonde\b.{0,30}\b(morar|moram|mora|se hospedar|ficar hospedad[oa])\b|\b(bairro|bairros)\b.{0,20}\b(morar|estudantes)\b|\bmorar (em|no|na|do) (foz|ponta pora|lado brasileiro)\b.{0,40}\b(estudar|estudando|atravessar)\b|\b(estudar|estudando)\b.{0,40}\bmorar (em|no|na|do) (foz|ponta pora|lado brasileiro)\b/;
/** The diploma brought back ("oq faço com o diploma de lá pra trazer pro brasil?"). */
export const DIPLOMA_TO_BRAZIL =
  /\bdiploma\b.{0,40}\b(trazer|levar|usar)\b.{0,20}\b(pro|para o|no|ao|pra) brasil\b|\b(formar|formado|formada|formo)\b.{0,40}\bdiploma\b.{0,40}\b(antes|processo|legaliz\w*|apostil\w*)\b.{0,40}\brevalida\b/;
/** The course's own price named ("a faculdade", "a mensalidade", "o curso"). */
export const TUITION_NAMED = /\b(faculdade|facul|mensalidade|mensalidades|curso|matricula|tudo|total|somando|junto)\b/;
/** Which city to choose ("qual cidade vcs recomendam?", "qual cidade tem mais faculdade?"). */
export const CITY_CHOICE =
  /\b(qual|quais|que) (a )?(melhor )?(cidade|cidades)\b(?!.*\b(mais barat\w*|mais car\w*|segur\w*|perigos\w*|tranquil\w*|calor|frio|custo)\b)/;
/** How demanding the course is ("o curso é mt difícil?", "lá reprova mt?"). */
export const COURSE_DIFFICULTY =
  /\b(curso|faculdade|facul|medicina|materias|primeiro ano|primeiro semestre|primeiros semestres)\b.{0,40}\b(dificil|dificeis|puxad[oa]|pesad[oa]|reprova|reprovam|reprovar)\b|\b(reprova|reprovam)\b (muito|mt|mto)\b|\bcomo (e|eh|sao|funciona) (o|os) (primeiro ano|primeiro semestre|primeiros semestres|primeiros anos)\b/;
export const UNIVERSITIES_ARTICLE = 'universidades-paraguai';
/** Whether going is worth it ("vale a pena msm?", "compensa?", "qual a vantagem?", "oq vc acha?"). */
export const WORTH_IT =
  /\b(vale a pena|vale la pena|compensa|compensaria|vantagem|vantagens|o que (vc|vcs|voce|voces) acha\w*|melhor opcao)\b/;
/**
 * Why go at all, asked with no option beside it ("vale a pena estudar medicina no paraguai?", "então pq eu iria pra
 * lá?", "qual a vantagem de estudar lá?", "por que todo mundo tá indo?"): not money to carry, a gadget to buy or one's
 * age.
 */
export const WHY_GO =
  /^(?!.*\b(real|reais|guarani|guaranis|dolar|iphone|celular|comprar|levar|trocar|morar|cartao|credito|iof|aluguel|argentina|bolivia|uruguai|chile|portugal|espanha|cuba|russia|[1-9]\d anos|idade)\b).*(\b(vale a pena|vale la pena|compensa|vantagem|vantagens)\b.*\b(estudar|fazer medicina|cursar medicina|ir (pra|pro|para)( o)? (la|paraguai))\b|\b(pq|por que|porque|pra que) (eu )?(iria|ir|vou|deveria ir|escolheria) (pra|para o|pro|para) (la|paraguai)\b|\b(pq|por que) (estudar|fazer medicina) (no paraguai|la)\b|\b(pq|por que|porque)\b.{0,20}\b(tanta gente|tantos brasileiros|tanto brasileiro|os brasileiros|muita gente|muitos brasileiros|todo mundo)\b.{0,12}\b(vai|vao|indo|estuda|estudam|estudar|escolhe|escolhem|procura|procuram)\b)/;
/** The Brazilian option it is weighed against (a private school here, a federal one, another try at the ENEM). */
export const BRAZILIAN_ALTERNATIVE = /\b(particular|federal|federais|enem|cursinho|aqui no brasil|no brasil|aqui|mil por mes)\b/;

/** Whether there is still time ("ainda dá tempo pra fevereiro?", "se eu começar agora dá tempo ou já era?"). */
export const TIME_ENOUGH =
  /\b(ainda )?da (tempo(?! (com|de|pra|para) (o curso|a faculdade|a facul|trabalhar|conciliar|estudar|fazer os dois))|pra chegar a tempo)\b|\bja era\b|\bchego a tempo\b|\bestou atrasad[oa]\b|\bto atrasad[oa]\b/;
/** Who does a step, the student or the advisory ("e quem faz, eu ou vcs?", "vcs vão comigo na migraciones?"). */
export const WHO_DOES_IT =
  /\beu( mesmo| mesma)? ou (voces|a assessoria|a universidade|a faculdade)\b|\bvoces (vao|vem|iriam) (comigo|junto)\b|\bvoces (fazem|faz) (isso )?(por mim|pra mim|para mim)\b/;

/** Why pay the advisory at all ("então pra q vou pagar vcs?", "vale a pena pagar assessoria?"): what it does. */
export const WHY_PAY_ADVISORY =
  /\b(pra|para|por) (q|que) (eu )?(vou |iria |preciso |devo )?(pagar|contratar)( a)? (voces|vcs|assessoria|uma assessoria)\b|\bvale a pena (pagar|contratar)( a| uma)? (assessoria|voces|vcs)\b|\b(pq|por que|porque) (eu )?(pagaria|contrataria|preciso de) (voces|vcs|a assessoria|uma assessoria)\b/;
/** The one writing is the one who will study ("se eu for fazer medicina", "quando eu começar o curso"). */
export const PARENT_STUDIES =
  /\b(eu|se eu|quando eu)( for| vou| quero| pretendo| comecar| estiver)? (fazer|estudar|cursar|comecar|fazendo|estudando|cursando) (medicina|o curso|a faculdade)\b/;
/** A child's school there ("escola pra ela", "colégio pros meus filhos"), not the student's own record or course. */
export const CHILD_SCHOOL =
  /^(?!.*\b(terminou|termina|concluiu|historico|certificado|ensino medio|medicina|faculdade|fechou|perdi|perdeu)\b).*(\b(escola|escolas|colegio)\b.{0,20}\b(pra|para|pros|pras|dos|das|da|do) (ela|ele|elas|eles|meu filho|minha filha|meus filhos|minhas filhas|criancas?)\b|\b(meu filho|minha filha|meus filhos|minhas filhas|as criancas|crianca)\b.{0,40}\b(escola|escolas|colegio)\b)/;
/** Where to begin ("qual o primeiro passo?"); "por onde começo?" is an opening (OPENING). */
export const FIRST_STEP =
  /\b(primeiro passo|primeiros passos|(o que|oq|oque) (eu )?((tenho|tem|preciso) (que |de )?)?(faco|fazer) primeiro)\b/;
/** The steps asked for as such ("quais os passos?", "q pasos tengo q seguir?", "o passo a passo"). */
export const STEPS_ASKED =
  /\b(quais|que|q) (sao )?(os )?(passos|pasos|etapas)\b|\bpasso a passo\b|\b(primeiro|primero) (que|o que|oq) (eu )?faco\b/;
/** Going to study there, said as the goal ("pra ir estudar medicina lá", "pra fazer medicina no paraguai"). */
export const STUDY_THERE =
  /\b(estudar|fazer|cursar) medicina\b|\b(ir|ir estudar|estudar|morar) (la|no paraguai|pro paraguai|para o paraguai|pra la)\b/;
/** The decision said ("decidi", "resolvi", "vou fazer medicina"): the whole path is asked, not one step of it. */
export const DECIDED = /\b(decidi|decidimos|resolvi|resolvemos|vou fazer|vou estudar|quero fazer|quero estudar)\b/;
/** …of one step that has its own answer (the Revalida after graduating, the residence, a transfer, the apostille). */
export const STEP_NAMED =
  /\b(revalid\w*|crm|diploma|formei|formado|formada|residencia|radicac\w*|transfer\w*|apostil\w*|cedula|bolsa|fies|legal|legaliz\w*|regulariz\w*|cheguei|chegando)\b/;
/** Enrolled, asking what comes next ("já fiz a matrícula, e dps?", "consegui a vaga, e agora?"). */
export const ENROLLED_WHAT_NEXT =
  /\b(fiz|fizemos|terminei|conclui|consegui|garanti|paguei)( a| minha)? (matricula|inscricao|vaga)\b.{0,30}\b(dps|depois|agora|proximo passo|o que falta|oq falta|o que faco|oq faco)\b/;
/** The list of papers asked as such ("quais documentos eu levo?", "que papéis preciso tirar?"). */
export const GENERAL_PAPERS = /\b(quais|que|q|quais sao os|quais os) (documentos|papeis|docs|documentacao)\b/;
/** …of one step or one person that has its own list (the residence, a transfer, the Revalida, a child, the border). */
export const PAPERS_OF_SOMETHING =
  /\b(residencia|radicac\w*|migrac\w*|migraciones|cedula|transfer\w*|revalid\w*|diploma|filh[oa]s?|esposa|marido|familia|menor|autoriza\w*|apostil\w*|traduz\w*|traduc\w*|visto|bolsa|fies|supletivo|eja|encceja|casad[oa]|solteir[oa]|federal|trabalh\w*|perdi|perdeu|prova|atravessar|fronteira|entrar|viajar|ponte|crm|convalid\w*)\b|\b(na|da|a|pra|minha) (facul|faculdade|universidade)( daqui| de origem| atual| da \w+)?\b(?! (pede|pedem|exige|exigem))/;
/** Failing the Revalida, feared or told ("e se eu reprovar?", "o q acontece se eu não passar?"). */
export const REVALIDA_FAILED =
  /^(?!.*\b(quantos|quantas|qnts|taxa|porcentagem|percentual|indice)\b).*(\b(eu|se|de) (reprovar|reprovo|reprovei|bombar|bombei|for reprovad[oa])\b|\b(nao|n) (passar|passo|passei|for aprovad[oa])\b)/;
/** What happens then ("o q acontece?", "e se…?", "posso tentar de novo?"), not what one may do meanwhile. */
export const WHAT_THEN =
  /^(?!.*\benquanto\b).*(\b(o que|oq|o q|q) (acontece|faco|eu faco)\b|\be se\b|\b(tentar|fazer|faco) (de novo|outra vez|novamente)\b|\brefazer\b)/;
/** The whole cost asked for ("o custo total", "tudo somado", "uma estimativa de tudo"). */
export const TOTAL_ASKED =
  /\b(custo|gasto|valor|preco) total\b|\btudo (junto|somado|incluido|incluso)\b|\bsomando tudo\b|\bestimativa\b|\b(quanto|qnto|qto) (eu )?(levo|preciso levar|tenho que levar|tenho q levar|devo levar)( de)? (dinheiro|grana)\b/;
/** A month's spending asked with everything in it ("qnto gasto por mês com tudo?", "com tudo, quanto fica no mês?"). */
export const MONTH_WITH_EVERYTHING =
  /\b(por|no|ao|pro|num|em um|o) mes\b.{0,25}\bcom tudo\b|\bcom tudo\b.{0,25}\b(por|no|ao|pro|num|em um|o) mes\b|\bmensal com tudo\b/;
/** Money sent or taken for a month ("qnto preciso mandar pra ela todo mês?", "oq levo de dinheiro pro primeiro mês?"). */
export const MONTHLY_ALLOWANCE =
  /\b(quanto|qnto|qto|oq|o que|o q)\b.{0,30}\b(mandar|enviar|mando|envio|levar|levo|depositar|deposito)\b.{0,30}\b(todo mes|por mes|no mes|pro primeiro mes|o primeiro mes|primeiro mes|mensalmente)\b/;
/** Which city or state, asked of the conversation's subject ("e em qual cidade é?", "tem no paraná?"). */
export const WHICH_CITY =
  /^(?!.*\b(crm|conselho|cartorio|universidade|faculdade|facul|residencia|apostila)\b).*\b(qual|que|quais|em qual|em que) (cidade|cidades|estado|estados|lugar|local|capital)\b/;
/** Signing up for the Revalida ("posso me inscrever no revalida?", "quando abre a inscrição do revalida?"). */
export const REVALIDA_SIGN_UP = /\b(inscrever|inscrevo|inscreve|inscricao|inscricoes)\b.{0,25}\brevalida\b/;
/** A child too young to be a student of medicine ("minha filha de 8 anos"). */
export const YOUNG_CHILD = /\b(filh[oa]s?|crianc\w*)\b (de |com )?([1-9]|1[0-3]) anos\b/;
