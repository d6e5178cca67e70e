/** Matrix rows: the advisory's site content; anyone reads the public part, only admins read the rest or change it. */
import sharp from 'sharp';
import { expect } from 'vitest';
import { adminOnly, everyone, row, type MatrixRow } from './matrix.js';

const photo = () =>
  sharp({ create: { width: 240, height: 320, channels: 3, background: '#3a7' } })
    .png()
    .toBuffer();

const CONTENT = {
  nome_assessoria: 'Assessoria da matriz',
  whatsapp: '+55 11 98765-4321',
  mensagem_whatsapp: 'Olá! Vim pelo site.',
  horario_atendimento: 'segunda a sexta, das 9h às 18h',
  cnpj: null,
  email_contato: null,
  contato_privacidade: null,
  assessores: [],
};

export const SITE_CONTENT_ROWS: readonly MatrixRow[] = [
  row('GET /api/site', 'the public content', everyone(200), async () => ({
    url: '/api/site',
    verify: async (res) => {
      expect(Object.keys(res.body).sort()).toEqual([
        'assessorados',
        'assessores',
        'banner',
        'cnpj',
        'contato_privacidade',
        'email_contato',
        'horario_atendimento',
        'mensagem_whatsapp',
        'nome_assessoria',
        'whatsapp',
      ]);
    },
  })),
  row('GET /api/admin/site', 'the content and the checklist', adminOnly(200), async () => ({
    url: '/api/admin/site',
    verify: async (res) => {
      if (res.status === 200) expect(res.body.checklist).toHaveLength(6);
      else expect(res.body.checklist).toBeUndefined();
    },
  })),
  row('PUT /api/admin/site', 'a WhatsApp number', adminOnly(200), async ({ knex, actor }) => {
    const nome = `Assessoria da matriz ${actor}`;
    return {
      url: '/api/admin/site',
      body: { ...CONTENT, nome_assessoria: nome },
      verify: async (res) => {
        const stored = await knex('conteudo_site').where({ id: 1 }).first('dados');
        expect(stored?.dados?.nome_assessoria === nome).toBe(res.status === 200);
      },
    };
  }),
  row('POST /api/admin/site/exemplo', 'the shipped example', adminOnly(200), async ({ knex }) => {
    await knex('conteudo_site').where({ id: 1 }).update({ exemplo: false });
    return {
      url: '/api/admin/site/exemplo',
      body: {},
      verify: async (res) => {
        const stored = await knex('conteudo_site').where({ id: 1 }).first('exemplo');
        expect(Boolean(stored?.exemplo)).toBe(res.status === 200);
      },
    };
  }),
  row('GET /api/site/fotos/:id', 'a stored photo', everyone(200), async ({ knex }) => {
    const bytes = await sharp(await photo())
      .webp()
      .toBuffer();
    const [stored] = (await knex('fotos_site')
      .insert({ conteudo: bytes, mime: 'image/webp', largura: 240, altura: 320, sha256: 'matriz' })
      .returning('id')) as Array<{ id: number }>;
    return {
      url: `/api/site/fotos/${stored!.id}`,
      verify: async (res) => expect(res.headers['content-type']).toBe('image/webp'),
    };
  }),
  row('POST /api/admin/site/fotos', "an advisor's photo", adminOnly(201), async ({ knex }) => {
    const count = async () => Number((await knex('fotos_site').count({ n: '*' }))[0]!.n);
    const before = await count();
    return {
      url: '/api/admin/site/fotos?tipo=assessor',
      csv: await photo(),
      verify: async (res) => expect(await count()).toBe(res.status === 201 ? before + 1 : before),
    };
  }),
];
