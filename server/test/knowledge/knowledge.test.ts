import { beforeAll, describe, expect, it } from 'vitest';
import type {
  KnowledgeArticle,
  KnowledgeArticleSummary,
  KnowledgeGap,
  KnowledgeHistoryEntry,
  KnowledgeMiss,
} from '@app/contracts';
import { useTestApp } from '../support/test-app.js';
import { loggedIn, uniqueSuffix } from '../support/factories.js';
import type { TestClient } from '../support/client.js';
import { knowledgeService } from '../../src/knowledge/index.js';

/**
 * The knowledge base lives in the database (seeded from the shipped markdown), admins edit it
 * with a history and a version check, the assistant answers from the new text at once, and the content gap (questions it
 * could not answer) is grouped and turned into articles.
 */
const t = useTestApp();
let admin: TestClient;
beforeAll(async () => {
  admin = (await loggedIn(t.app, t.db.knex, { role: 'admin' })).client;
});

async function articleBySlug(slug: string): Promise<KnowledgeArticle> {
  const list = await admin.get('/api/conhecimento/artigos');
  expect(list.status).toBe(200);
  const found = (list.body.artigos as KnowledgeArticleSummary[]).find((a) => a.slug === slug);
  expect(found).toBeDefined();
  const res = await admin.get(`/api/conhecimento/artigos/${found!.id}`);
  expect(res.status).toBe(200);
  return res.body as KnowledgeArticle;
}

async function ask(client: TestClient, message: string): Promise<string> {
  const res = await client.post('/api/chatgpt', { message, context: '' });
  expect(res.status).toBe(200);
  return res.body.response as string;
}

describe('the knowledge base in the database', () => {
  it('when an admin lists the articles, then the shipped markdown is there, published, and a search narrows it', async () => {
    const res = await admin.get('/api/conhecimento/artigos');
    expect(res.status).toBe(200);
    const slugs = (res.body.artigos as KnowledgeArticleSummary[]).map((a) => a.slug);
    expect(slugs).toEqual(expect.arrayContaining(['custos', 'familia', 'revalidacao-brasil', 'visto-residencia']));
    expect((res.body.artigos as KnowledgeArticleSummary[]).every((a) => a.publicado && a.versao === 1)).toBe(true);

    const search = await admin.get(`/api/conhecimento/artigos?busca=${encodeURIComponent('residencia temporaria')}`);
    expect(search.status).toBe(200);
    const found = (search.body.artigos as KnowledgeArticleSummary[]).map((a) => a.slug);
    expect(found).toContain('visto-residencia');
    expect(found.length).toBeLessThan(slugs.length);
  });

  it('when an admin edits an article, then the next answer uses the new text, the history keeps the old one and a stale save is a 409', async () => {
    const { client: prospect } = await loggedIn(t.app, t.db.knex);
    const before = await ask(prospect, 'quanto custa estudar medicina no paraguai?');
    expect(before).toMatch(/a partir de R\$ 900/);

    const custos = await articleBySlug('custos');
    const marker = `R$ 777 (valor de teste ${uniqueSuffix()})`;
    const edited = custos.conteudo.replace('a partir de R$ 900', `a partir de ${marker}`);
    const saved = await admin.put(`/api/conhecimento/artigos/${custos.id}`, {
      conteudo: edited,
      publicado: true,
      versao: custos.versao,
    });
    expect(saved.status).toBe(200);
    expect(saved.body.versao).toBe(custos.versao + 1);
    expect(saved.body.atualizado_por_nome).toBeTruthy();

    expect(await ask(prospect, 'quanto custa estudar medicina no paraguai?')).toContain(marker);

    const stale = await admin.put(`/api/conhecimento/artigos/${custos.id}`, {
      conteudo: custos.conteudo,
      publicado: true,
      versao: custos.versao,
    });
    expect(stale.status).toBe(409);
    expect(stale.body.error).toMatch(/alterado por outra pessoa/);

    const history = await admin.get(`/api/conhecimento/artigos/${custos.id}/historico`);
    expect(history.status).toBe(200);
    const [last] = history.body.historico as KnowledgeHistoryEntry[];
    expect(last).toMatchObject({
      versao: custos.versao,
      acao: 'editado',
      conteudo: custos.conteudo,
      editado_por_nome: saved.body.atualizado_por_nome,
    });

    // Seeding again (a restart) never overwrites what staff wrote.
    const restarted = knowledgeService({ db: t.db.knex });
    const afterRestart = (await restarted.list()).find((a) => a.slug === 'custos');
    expect(afterRestart?.versao).toBe(custos.versao + 1);
    expect((await restarted.article(custos.id)).conteudo).toContain(marker);

    const audit = await t.db.knex('auditoria').where({ acao: 'editar_conhecimento' }).orderBy('id', 'desc').first();
    expect(audit?.detalhes).toMatchObject({ artigo_id: custos.id });
  });

  it('when an admin unpublishes an article, then the assistant stops answering from it until it is published again', async () => {
    const { client: prospect } = await loggedIn(t.app, t.db.knex);
    const question = 'posso levar minha esposa e meus filhos pro paraguai?';
    const familyText = /cada pessoa da família.*precisa da própria residência/;
    expect(await ask(prospect, question)).toMatch(familyText);

    const familia = await articleBySlug('familia');
    const hidden = await admin.put(`/api/conhecimento/artigos/${familia.id}`, {
      conteudo: familia.conteudo,
      publicado: false,
      versao: familia.versao,
    });
    expect(hidden.status).toBe(200);
    expect(hidden.body.publicado).toBe(false);
    expect(await ask(prospect, question)).not.toMatch(familyText);

    const shown = await admin.put(`/api/conhecimento/artigos/${familia.id}`, {
      conteudo: familia.conteudo,
      publicado: true,
      versao: hidden.body.versao,
    });
    expect(shown.status).toBe(200);
    // The hidden article's question was handed to a person (nothing else answers it): a new prospect asks again.
    const { client: later } = await loggedIn(t.app, t.db.knex);
    expect(await ask(later, question)).toMatch(familyText);
    const history = (await admin.get(`/api/conhecimento/artigos/${familia.id}/historico`)).body
      .historico as KnowledgeHistoryEntry[];
    expect(history.map((h) => h.acao)).toEqual(['publicado', 'despublicado']);
  });

  it('when the markdown has no title or no answered question, then 400 in Portuguese and nothing changes', async () => {
    const custos = await articleBySlug('custos');
    const noTitle = await admin.put(`/api/conhecimento/artigos/${custos.id}`, {
      conteudo: 'só texto solto',
      publicado: true,
      versao: custos.versao,
    });
    expect(noTitle.status).toBe(400);
    expect(noTitle.body.error).toMatch(/título/);
    const noSection = await admin.post('/api/conhecimento/artigos', { conteudo: '# Um título\n\nSem perguntas.' });
    expect(noSection.status).toBe(400);
    expect(noSection.body.error).toMatch(/## Pergunta/);
    const empty = await admin.post('/api/conhecimento/artigos', { conteudo: '' });
    expect(empty.status).toBe(400);
    expect(empty.body.error).toMatch(/texto do artigo/);
    expect((await articleBySlug('custos')).versao).toBe(custos.versao);
    expect((await admin.get('/api/conhecimento/artigos/999999')).status).toBe(404);
  });

  it('when someone other than an admin calls the knowledge routes, then 401 or 403', async () => {
    const { client: colaborador } = await loggedIn(t.app, t.db.knex, { role: 'colaborador' });
    const { client: usuario } = await loggedIn(t.app, t.db.knex);
    expect((await colaborador.get('/api/conhecimento/artigos')).status).toBe(403);
    expect((await usuario.get('/api/conhecimento/lacunas')).status).toBe(403);
    expect((await usuario.post('/api/conhecimento/artigos', { conteudo: '# X\n\n## Y\nZ' })).status).toBe(403);
  });
});

describe('the content gap', () => {
  it('when prospects ask what the base does not cover, then the gap list groups them with counts, and creating an article from it answers the next one', async () => {
    // One prospect per question: an uncovered question hands the conversation to a person, and the assistant then
    // stays silent in it until staff hand it back.
    const prospects = await Promise.all([1, 2, 3, 4, 5].map(() => loggedIn(t.app, t.db.knex)));
    const [first, second, third, fourth, fifth] = prospects.map((p) => p.client);
    await ask(first!, 'a faculdade tem estacionamento pra aluno?');
    await ask(second!, 'A faculdade tem estacionamento pra aluno');
    await ask(third!, 'aluno tem estacionamento na faculdade?');
    await ask(fourth!, 'a faculdade tem piscina?');

    const gaps = (await admin.get('/api/conhecimento/lacunas')).body.lacunas as KnowledgeGap[];
    const parking = gaps.find((g) => /estacionamento/.test(g.pergunta));
    expect(parking?.total).toBe(3);
    const gym = gaps.find((g) => /piscina/.test(g.pergunta));
    expect(gym?.total).toBe(1);

    const marker = `vagas gratuitas ${uniqueSuffix()}`;
    const created = await admin.post('/api/conhecimento/artigos', {
      conteudo: `# Estacionamento\n\n## A faculdade tem estacionamento para alunos\nPalavras-chave: estacionamento, carro, vaga\nSim: o campus tem ${marker} para alunos.`,
      lacuna: parking!.chave,
    });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ titulo: 'Estacionamento', slug: 'estacionamento', publicado: true, versao: 1 });
    expect(created.body.perguntas_anexadas).toHaveLength(3);

    const after = (await admin.get('/api/conhecimento/lacunas')).body.lacunas as KnowledgeGap[];
    expect(after.some((g) => g.chave === parking!.chave)).toBe(false);
    expect(after.some((g) => g.chave === gym!.chave)).toBe(true);
    expect(await ask(fifth!, 'tem estacionamento na faculdade?')).toContain(marker);

    // Attaching the other group to an existing article resolves it too; a resolved group cannot be resolved twice.
    const attached = await admin.post('/api/conhecimento/lacunas/anexar', { chave: gym!.chave, artigoId: created.body.id });
    expect(attached.status).toBe(200);
    expect(attached.body.perguntas_anexadas).toContain('a faculdade tem piscina?');
    expect(
      ((await admin.get('/api/conhecimento/lacunas')).body.lacunas as KnowledgeGap[]).some((g) => g.chave === gym!.chave),
    ).toBe(false);
    const again = await admin.post('/api/conhecimento/lacunas/anexar', { chave: gym!.chave, artigoId: created.body.id });
    expect(again.status).toBe(404);
    expect(again.body.error).toMatch(/já foi resolvida/);
  });
});

describe('replies that missed ("Isso respondeu?")', () => {
  it('when the question and the reply were stored in the same millisecond, then the miss still names the question', async () => {
    const { user, client } = await loggedIn(t.app, t.db.knex);
    const pergunta = `tem estacionamento na faculdade ${uniqueSuffix()}?`;
    // The same instant to the microsecond, as two rows written back to back can get.
    const instant = '2026-11-29T10:00:00.123456Z';
    await t.db.knex('mensagens').insert({ user_id: user.id, autor: 'user', mensagem: pergunta, criado_em: instant });
    const [answer] = await t.db
      .knex('mensagens')
      .insert({ user_id: user.id, autor: 'ia', mensagem: 'Outra resposta.', criado_em: instant })
      .returning('id');
    const answerId = Number((answer as { id: number }).id);
    expect((await client.post(`/api/conversa/mensagens/${answerId}/avaliacao`, { util: false })).status).toBe(200);
    const misses = (await admin.get('/api/conhecimento/erros')).body.erros as KnowledgeMiss[];
    expect(misses.some((m) => m.pergunta === pergunta)).toBe(true);
  });

  it('when a person says a reply did not answer, then the conversation waits for a person, the miss is listed beside the gaps, and a staff correction answers the next one', async () => {
    const { user, client } = await loggedIn(t.app, t.db.knex);
    const pergunta = `a faculdade tem piscina olímpica ${uniqueSuffix()}?`;
    await t.db.knex('mensagens').insert({ user_id: user.id, autor: 'user', mensagem: pergunta });
    const [answer] = await t.db
      .knex('mensagens')
      .insert({ user_id: user.id, autor: 'ia', mensagem: 'Uma resposta sobre outra coisa.' })
      .returning('id');
    const answerId = Number((answer as { id: number }).id);

    // 👍 changes nothing; another person's reply is not theirs to rate.
    expect((await client.post(`/api/conversa/mensagens/${answerId}/avaliacao`, { util: true })).body).toEqual({
      aguardandoAssessor: false,
    });
    const { client: stranger } = await loggedIn(t.app, t.db.knex);
    expect((await stranger.post(`/api/conversa/mensagens/${answerId}/avaliacao`, { util: false })).status).toBe(404);
    expect((await client.post(`/api/conversa/mensagens/${answerId}/avaliacao`, { util: 'não' })).status).toBe(400);

    const rated = await client.post(`/api/conversa/mensagens/${answerId}/avaliacao`, { util: false });
    expect(rated.status).toBe(200);
    expect(rated.body).toEqual({ aguardandoAssessor: true });
    // Twice counts once.
    expect((await client.post(`/api/conversa/mensagens/${answerId}/avaliacao`, { util: false })).status).toBe(200);
    const flagged = await t.db.knex('users').where({ id: user.id }).first('aguardando_assessor_motivo');
    expect(flagged?.aguardando_assessor_motivo).toBe('unknown');

    const misses = (await admin.get('/api/conhecimento/erros')).body.erros as KnowledgeMiss[];
    const miss = misses.filter((m) => m.pergunta === pergunta);
    expect(miss).toHaveLength(1);
    expect(miss[0]!.resposta).toBe('Uma resposta sobre outra coisa.');
    // A miss is not an unanswered question: it is not in the gap list.
    expect(
      ((await admin.get('/api/conhecimento/lacunas')).body.lacunas as KnowledgeGap[]).some((g) => g.pergunta === pergunta),
    ).toBe(false);

    const marker = `piscina semiolímpica ${uniqueSuffix()}`;
    const target = await articleBySlug('vida-no-paraguai');
    const corrected = await admin.post(`/api/conhecimento/erros/${miss[0]!.id}/correcao`, {
      artigoId: target.id,
      resposta: `Não: as universidades não informam ${marker} no campus; confirme com um assessor.`,
    });
    expect(corrected.status).toBe(200);
    expect(corrected.body.versao).toBe(target.versao + 1);
    expect(corrected.body.conteudo).toContain(`## ${pergunta}`);
    expect(((await admin.get('/api/conhecimento/erros')).body.erros as KnowledgeMiss[]).some((m) => m.id === miss[0]!.id)).toBe(
      false,
    );
    expect(
      (await admin.post(`/api/conhecimento/erros/${miss[0]!.id}/correcao`, { artigoId: target.id, resposta: 'x' })).status,
    ).toBe(404);

    const { client: next } = await loggedIn(t.app, t.db.knex);
    expect(await ask(next, pergunta)).toContain(marker);
  });
});
