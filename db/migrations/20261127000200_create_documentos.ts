import type { Knex } from 'knex';

/** The default enrolment checklist (aligned with the knowledge base's "Documentos para a matrícula"). */
const DEFAULT_CHECKLIST = [
  ['Documento de identidade (RG ou passaporte)', 'RG em bom estado ou passaporte válido; a CNH não serve para entrar no Paraguai.'],
  ['Certidão de nascimento apostilada', 'Peça a certidão ao cartório e apostile-a em um cartório que faça apostilamento.'],
  ['Histórico escolar do ensino médio', 'Peça à escola, legalize na Secretaria de Educação e depois apostile.'],
  ['Certificado de conclusão do ensino médio', 'Peça à escola, legalize na Secretaria de Educação e depois apostile.'],
  ['Certidão de antecedentes criminais', 'Emita no site da Polícia Federal e apostile (também serve para a residência).'],
  ['Fotos 3x4', 'Fotos recentes, fundo branco; confirme a quantidade com seu assessor.'],
] as const;

/**
 * The document checklist: the list of documents (admins may edit it later) and, per prospect, which ones were
 * delivered, when and ticked by whom. Deleting the account removes its ticks (cascade).
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('documentos_modelo', (t) => {
    t.increments('id').primary();
    t.string('nome', 120).notNullable();
    t.string('como_obter', 500).notNullable().defaultTo('');
    t.integer('ordem').notNullable().defaultTo(0);
    t.boolean('ativo').notNullable().defaultTo(true);
  });
  await knex('documentos_modelo').insert(DEFAULT_CHECKLIST.map(([nome, como_obter], i) => ({ nome, como_obter, ordem: i + 1 })));

  await knex.schema.createTable('documentos_prospecto', (t) => {
    t.integer('user_id').notNullable().references('id').inTable('users').onDelete('CASCADE');
    t.integer('documento_id').notNullable().references('id').inTable('documentos_modelo').onDelete('CASCADE');
    t.timestamp('entregue_em', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.integer('marcado_por').references('id').inTable('users').onDelete('SET NULL');
    t.primary(['user_id', 'documento_id']);
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('documentos_prospecto');
  await knex.schema.dropTable('documentos_modelo');
}
