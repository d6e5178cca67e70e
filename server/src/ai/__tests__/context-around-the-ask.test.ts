import { describe, expect, it } from 'vitest';
import { KnowledgeBase } from '../knowledge-base.js';
import { knowledgeAssistant } from '../knowledge-assistant.js';

const assistant = knowledgeAssistant(new KnowledgeBase());
const ask = (question: string) => assistant.answer({ question, history: [], userName: 'Ana' });

describe('what a message tells around its question', () => {
  it('a greeting ("eai") and the ad seen are no subject: "eai, vi o anuncio. o q precisa…?" gets the requirements', async () => {
    const reply = await ask('eai, vi o anuncio. o q precisa pra estudar medicina no paraguai?');
    expect(reply.handoff).toBe(false);
    expect(reply.text).toMatch(/ensino médio concluído/);
  });

  it('"to pesquisando" is context: the public universities are answered, not handed off', async () => {
    const reply = await ask('oi! to pesquisando. tem faculdade publica de medicina?');
    expect(reply.handoff).toBe(false);
    expect(reply.text).toMatch(/nacionais \(públicas\)/);
  });

  it('"to no 3 ano" without medicine is school, not a course to transfer; "to no 2 ano de medicina" is', async () => {
    const school = await ask('oi! to no 3 ano. tem faculdade publica de medicina?');
    expect(school.articles).toEqual(['universidades-paraguai']);
    const course = await ask('to no 2 ano de medicina em sp, da pra transferir pro paraguai?');
    expect(course.articles).toEqual(['transferencia']);
  });

  it('a start named as context ("comecou o 1 semestre") does not hide the safety asked ("e perigoso la? q cuidados…")', async () => {
    const reply = await ask('meu filho comecou o 1 semestre em cde e eu to preocupada. e perigoso la? q cuidados ele tem q ter?');
    expect(reply.articles).toEqual(['seguranca']);
  });
});

describe('the ask read from its words', () => {
  it('"quais cidades tem faculdade de medicina" asks where: the cities are named', async () => {
    const reply = await ask('em quais cidades tem faculdade de medicina?');
    expect(reply.text).toMatch(/Ciudad del Este/);
    expect(reply.text).toMatch(/Pedro Juan Caballero/);
  });

  it('"tem internato igual no brasil?" compares: the internship is answered; doing it in Brazil is still a person\'s', async () => {
    const compared = await ask('e tem internato no final igual no brasil?');
    expect(compared.handoff).toBe(false);
    expect(compared.text).toMatch(/obrigatório para se formar/);
    expect((await ask('da pra fazer o internato no brasil?')).handoff).toBe(true);
  });

  it('"o que é essa tal de apostila de haia?" gets what it is; "onde faz a apostila?" gets where, not the definition', async () => {
    const what = await ask('o que é essa tal de apostila de haia? nunca ouvi falar');
    expect(what.text).toMatch(/certificado de \*\*autenticidade\*\*/);
    expect(what.text).toMatch(/Fonte: /);
    const where = await ask('onde faz a apostila?');
    expect(where.text).not.toMatch(/certificado de \*\*autenticidade\*\*/);
    expect(where.text).toMatch(/cartório/);
  });

  it('"quando tenho q comecar a ajeitar os papeis?" asks how far ahead, not the calendar', async () => {
    const reply = await ask('oi! se eu quiser comecar em marco quando eu tenho q comecar a ajeitar os papeis?');
    expect(reply.text).toMatch(/2 a 3 meses antes/);
  });

  it('"o q precisa pra morar la legalizado?" asks for the residence\'s papers, not the school papers\' legalisation', async () => {
    const reply = await ask('o q precisa pra morar la legalizado?');
    expect(reply.articles).toEqual(['visto-residencia']);
    expect(reply.text).toMatch(/antecedentes criminais/);
  });
});

describe('who and what an age or a grievance belongs to', () => {
  it('"posso levar minha mae…? ela tem 68 anos": her age is context, bringing her is the family\'s answer', async () => {
    const reply = await ask('posso levar minha mae pra morar comigo la? ela tem 68 anos');
    expect(reply.articles).toEqual(['familia']);
    expect(reply.text).toMatch(/própria residência/);
  });

  it('"o meu [rg] tem 15 anos" is the age of a paper: the entry documents answer, not the rules for minors', async () => {
    const reply = await ask('e se eu for barrado na migracao por causa do rg velho? o meu tem 15 anos');
    expect(reply.articles).toEqual(['visto-residencia']);
    expect(reply.text).toMatch(/RG em bom estado/);
  });

  it('a question asked before "ninguém me explicou direito" is answered, not taken as a complaint', async () => {
    const reply = await ask('o curso todo dura quanto tempo? ja to matriculado mas ninguem me explicou direito');
    expect(reply.handoffReason).not.toBe('complaint');
    expect(reply.text).toMatch(/6 anos/);
    expect((await ask('ninguem me avisou que tinha que apostilar, perdi a matricula')).handoffReason).toBe('complaint');
  });

  it('"qro saber sobre medicina no paraguai" is "quero": an opening, not the health plans\' "medicina prepaga"', async () => {
    const reply = await ask('qro saber sobre medicina no paraguai');
    expect(reply.text).not.toMatch(/prepaga/);
  });
});

describe('the residence after it is granted', () => {
  it.each([
    'minha residencia temporaria venceu, e agora?',
    'hola, soy brasilena y estudio en pedro juan, se me vencio el carnet de residente temporaria, que hago?',
  ])('"%s" gets its validity and the renewal as permanent', async (message) => {
    const reply = await ask(message);
    expect(reply.text).toMatch(/residência permanente/);
    expect(reply.text).toMatch(/90 dias antes do vencimento/);
  });

  it('"a certidao vence?" is not about the residence: the residence\'s expiry is matched only where it is named', async () => {
    expect((await ask('a certidao vence?')).text).not.toMatch(/residência temporária do Mercosul vale/);
  });

  it('"posso ir pro brasil nas ferias e voltar?" with the residence: it allows entering and leaving', async () => {
    const reply = await ask('tenho residencia, posso ir pro brasil nas ferias e voltar?');
    expect(reply.text).toMatch(/\*\*entrar e sair\*\* do país/);
    // Asked before going, the residence is still asked for in Paraguay: the holidays' answer is not it.
    const before = await ask('da pra fazer a residencia antes de ir, daqui do brasil pelo consulado?');
    expect(before.text).not.toMatch(/entrar e sair/);
  });
});

describe('where the advisory was seen, and an app that is a job', () => {
  it.each(['vi o anuncio. quanto custa estudar medicina?', 'hola, vi el anuncio. cuanto cuesta estudiar medicina alla?'])(
    '"%s" gets the price: the ad seen is no subject the base lacks',
    async (message) => {
      const reply = await ask(message);
      expect(reply.handoff).toBe(false);
      expect(reply.text).toMatch(/R\$ 900/);
    },
  );

  it('"fazer uber pra me bancar" is work; "tem uber em cde?" is getting around', async () => {
    expect((await ask('consigo estudar e fazer uber la pra me bancar?')).articles).toEqual(['trabalhar-estudando']);
    expect((await ask('tem uber em cde?')).articles).toEqual(['vida-no-paraguai']);
  });
});

describe('the school certificate, named in other words', () => {
  it('"el titulo del colegio" is the school certificate, apostilled in Brazil, not the Paraguayan diploma', async () => {
    const reply = await ask(
      'hola una consulta, el titulo del colegio de brasil tiene q ser legalizado en el consulado de paraguay o con la apostilla alcanza?',
    );
    expect(reply.text).toMatch(/cartório habilitado/);
    expect(reply.text).not.toMatch(/apostila de Haia do Paraguai/);
  });

  it('"minha filha termina o 3o ano em dezembro… já pode se inscrever?" is enrolling before the certificate is out', async () => {
    const reply = await ask(
      'oi boa tarde, minha filha termina o 3o ano em dezembro e quer fazer medicina no paraguai. ela ja pode se inscrever ou tem q esperar pegar o certificado?',
    );
    expect(reply.text).toMatch(/certificado e o histórico definitivos/);
  });
});

describe('waiting, and what a question is', () => {
  it('"oi?? vcs vao responder?" alone wants a person; with a question after it, the question is answered', async () => {
    const waiting = await ask('oi?? vcs vao responder?');
    expect(waiting.handoffReason).toBe('human');
    const asked = await ask('oi?? alguem ai? quero saber se precisa fazer enem pra medicina la');
    expect(asked.handoff).toBe(false);
    expect(asked.text).toMatch(/ENEM/);
  });

  it('"revalida é oq?" asks what it is, with the question word at the end', async () => {
    expect((await ask('revalida é oq?')).text).toMatch(/^Para exercer no Brasil o diploma precisa ser \*\*revalidado\*\*/);
  });

  it('"…CRM direto com o diploma apostilado, sem revalida?" gets that the Revalida is required', async () => {
    const reply = await ask('é verdade q da pra tirar o CRM direto com o diploma paraguaio apostilado, sem revalida?');
    expect(reply.text).toMatch(/precisa ser \*\*revalidado\*\*/);
    expect(reply.text).not.toMatch(/^\*\*Sim/);
  });
});
