import { z } from 'zod';
import { ROLES, PASSWORD_MIN, PASSWORD_MAX_BYTES, ORIGEM_LEAD_MAX, isValidEmail, normalizeWhatsapp, type OrigemLeadCampo } from '@app/contracts';

export const email = z
  .string({ message: 'E-mail é obrigatório.' })
  .trim()
  .min(1, 'E-mail é obrigatório.')
  .max(254, 'E-mail inválido.')
  .refine(isValidEmail, 'E-mail inválido.')
  .transform((v) => v.toLowerCase());

const password = z
  .string({ message: 'Senha é obrigatória.' })
  .min(1, 'Senha é obrigatória.')
  .min(PASSWORD_MIN, `A senha precisa de ao menos ${PASSWORD_MIN} caracteres.`)
  .refine((v) => Buffer.byteLength(v, 'utf8') <= PASSWORD_MAX_BYTES, 'Senha longa demais (máximo de 72 bytes).');

export const username = z
  .string({ message: 'Nome é obrigatório.' })
  .trim()
  .min(1, 'Nome é obrigatório.')
  .max(120, 'Nome longo demais (máximo de 120 caracteres).')
  .refine((v) => !/[<>]/.test(v), 'Nome não pode conter < ou >.');

/** Digits with the country code (E.164 without '+'), or null for an empty field. */
export const whatsapp = z
  .string({ message: 'WhatsApp inválido.' })
  .max(32, 'WhatsApp inválido.')
  .transform((v, ctx) => {
    if (v.trim() === '') return null;
    const normalized = normalizeWhatsapp(v);
    if (!normalized) {
      ctx.addIssue({ code: 'custom', message: 'WhatsApp inválido.' });
      return z.NEVER;
    }
    return normalized;
  });

export const role = z.enum(ROLES, { message: 'Papel inválido.' });

const ORIGEM_MESSAGE = 'Origem do cadastro inválida.';
const origemField = (campo: OrigemLeadCampo) =>
  z
    .string({ message: ORIGEM_MESSAGE })
    .trim()
    .max(ORIGEM_LEAD_MAX[campo], `Origem do cadastro inválida: ${campo} pode ter até ${ORIGEM_LEAD_MAX[campo]} caracteres.`)
    .transform((v) => (v === '' ? undefined : v))
    .optional();

const isWebUrl = (value: string) => {
  try {
    return ['http:', 'https:'].includes(new URL(value).protocol);
  } catch {
    return false;
  }
};

/** First-touch attribution the public site kept in the browser (optional: the first client's payload, docs/product.md, API calls, stays valid without it). */
export const origemSchema = z.object(
  {
    utm_source: origemField('utm_source'),
    utm_medium: origemField('utm_medium'),
    utm_campaign: origemField('utm_campaign'),
    utm_term: origemField('utm_term'),
    utm_content: origemField('utm_content'),
    gclid: origemField('gclid'),
    fbclid: origemField('fbclid'),
    referrer: origemField('referrer').refine((v) => v === undefined || isWebUrl(v), 'Origem do cadastro inválida: referrer deve ser um endereço http(s).'),
    capturado_em: z
      .string({ message: ORIGEM_MESSAGE })
      .max(40, ORIGEM_MESSAGE)
      .refine((v) => /^\d{4}-\d{2}-\d{2}T/.test(v) && !Number.isNaN(Date.parse(v)), 'Origem do cadastro inválida: data de captura inválida.')
      .transform((v) => new Date(v))
      .refine((d) => d.getUTCFullYear() >= 2000 && d.getUTCFullYear() <= 2100, 'Origem do cadastro inválida: data de captura inválida.')
      .optional(),
  },
  { message: ORIGEM_MESSAGE },
);
export type OrigemInput = z.infer<typeof origemSchema>;

export const registerSchema = z.object({
  username,
  email,
  password,
  whatsapp: whatsapp.nullish(),
  role: role.optional(),
  receber_marketing: z.boolean({ message: 'Informe se deseja receber novidades pelo WhatsApp (verdadeiro ou falso).' }).optional(),
  origem: origemSchema.nullish(),
});
export type RegisterInput = z.infer<typeof registerSchema>;

const loginEmail = z
  .string({ message: 'E-mail é obrigatório.' })
  .trim()
  .min(1, 'E-mail é obrigatório.')
  .max(254, 'E-mail ou senha inválidos.')
  .transform((v) => v.toLowerCase());

export const loginSchema = z.object({
  email: loginEmail,
  password: z.string({ message: 'Senha é obrigatória.' }).min(1, 'Senha é obrigatória.').max(1024, 'E-mail ou senha inválidos.'),
});
export type LoginInput = z.infer<typeof loginSchema>;

/** PUT /api/usuario/perfil: the registration rules for each field; the password only matters when the e-mail changes. */
export const profileSchema = z.object({
  username,
  email,
  whatsapp: whatsapp.nullish(),
  senhaAtual: z.string({ message: 'Informe sua senha atual.' }).max(1024, 'Senha atual incorreta.').optional(),
});
export type ProfileInput = z.infer<typeof profileSchema>;
