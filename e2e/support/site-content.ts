import { apiClient, apiLogin, apiPost, apiPut } from './api.js';
import { ADMIN_EMAIL, ADMIN_PASSWORD } from './env.js';

/**
 * The advisory content the public-site specs show (a fresh install shows no contact at all). Every spec that sets it
 * sets these same values, so specs running side by side never see each other's content change.
 */
export const SHOWCASE_WHATSAPP = '5511987650000';
export const SHOWCASE_MESSAGE = 'Olá! Vim pelo site e gostaria de saber como faço para estudar medicina no Paraguai.';
export const SHOWCASE_ADVISORS = [
  {
    tratamento: 'Dra.',
    nome: 'Mariana Alves',
    telefone: '5511987650001',
    nota: 'Médica pela Universidad Central del Paraguay (2019-2024)',
  },
  {
    tratamento: 'Dra.',
    nome: 'Juliana Santos',
    telefone: '5511987650002',
    nota: 'Médica pela Universidad Central del Paraguay (2019-2024)',
  },
  {
    tratamento: 'Dr.',
    nome: 'Rafael Moreira',
    telefone: '5511987650003',
    nota: 'Médico Interno pela Universidad Central del Paraguay (2019.2-2025.1)',
  },
] as const;

/** Loads the example (its student photos) and then the showcase advisory, as an admin would in /admin/site. */
export async function showcaseSiteContent(): Promise<void> {
  const ctx = await apiClient();
  await apiLogin(ctx, ADMIN_EMAIL, ADMIN_PASSWORD);
  const example = await apiPost(ctx, '/api/admin/site/exemplo', {});
  if (!example.ok()) throw new Error(`example failed: ${example.status()}`);
  const saved = await apiPut(ctx, '/api/admin/site', {
    nome_assessoria: 'Medicina no Paraguai',
    whatsapp: SHOWCASE_WHATSAPP,
    mensagem_whatsapp: SHOWCASE_MESSAGE,
    horario_atendimento: 'segunda a sexta, das 9h às 18h',
    cnpj: null,
    email_contato: null,
    contato_privacidade: null,
    assessores: SHOWCASE_ADVISORS,
  });
  if (!saved.ok()) throw new Error(`site content failed: ${saved.status()} ${await saved.text()}`);
  await ctx.dispose();
}
