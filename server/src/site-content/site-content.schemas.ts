import { z } from 'zod';
import {
  normalizeWhatsapp,
  SITE_ADVISORS_MAX,
  SITE_BANNER_IMAGES,
  SITE_HONORIFICS,
  SITE_PHOTO_KINDS,
  SITE_PHOTO_PATH,
  SITE_SLIDE_DESTINATIONS,
  SITE_SLIDES_MAX,
  SITE_STUDENTS_MAX,
  SITE_TEXT_MAX,
} from '@app/contracts';

const PHONE_MESSAGE = 'Número de WhatsApp inválido: use o código do país e o DDD (ex.: +55 11 91234-5678).';
const HTML_MESSAGE = 'Não use HTML (os sinais < e >) nos textos do site.';
const EMAIL_MESSAGE = 'E-mail de contato inválido.';
const PHOTO_MESSAGE = 'Foto inválida: envie a foto pelo botão da tela.';
/** The shipped example's drawings of students (static files of the client build). */
const EXAMPLE_STUDENT = /^\/assets\/assessorados\/assessorado-\d{2}\.svg$/;
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/** A plain line of text: trimmed, bounded, and free of markup (every field ends up on the public pages). */
const text = (label: string, max = SITE_TEXT_MAX) =>
  z
    .string({ message: `${label}: texto inválido.` })
    .trim()
    .max(max, `${label}: use até ${max} caracteres.`)
    .refine((value) => !/[<>]/.test(value), HTML_MESSAGE)
    // A lone UTF-16 surrogate cannot be stored in jsonb (Postgres refuses its escape): no keyboard types one.
    .refine((value) => !LONE_SURROGATE.test(value), `${label}: texto inválido.`);
const required = (label: string, max?: number) => text(label, max).pipe(z.string().min(1, `Preencha: ${label}.`));
/** Empty means "not set": stored as null so the site hides what depends on it. */
const optionalText = (label: string, max?: number) =>
  text(label, max)
    .nullable()
    .transform((value) => value || null);
const phone = z
  .string({ message: PHONE_MESSAGE })
  .nullable()
  .transform((value, ctx) => {
    if (!value?.trim()) return null;
    const digits = normalizeWhatsapp(value);
    if (!digits) ctx.addIssue({ code: 'custom', message: PHONE_MESSAGE });
    return digits ?? z.NEVER;
  });

/** Only the path of a photo uploaded here: no outside address ever lands on the public pages. */
const photoPath = z.string({ message: PHOTO_MESSAGE }).regex(SITE_PHOTO_PATH, PHOTO_MESSAGE);
const studentPhoto = z
  .string({ message: PHOTO_MESSAGE })
  .refine((value) => SITE_PHOTO_PATH.test(value) || EXAMPLE_STUDENT.test(value), PHOTO_MESSAGE);

const BANNER_IMAGES: ReadonlySet<string> = new Set(SITE_BANNER_IMAGES);
const slideImage = z
  .string({ message: PHOTO_MESSAGE })
  .refine((value) => SITE_PHOTO_PATH.test(value) || BANNER_IMAGES.has(value), PHOTO_MESSAGE);

export const slideBody = z.object(
  {
    selo: text('selo do slide', 40),
    titulo: required('título do slide', 120),
    descricao: required('texto do slide', 300),
    imagem: slideImage,
    acao: z
      .object(
        {
          texto: required('texto do botão do slide', 40),
          destino: z.enum(SITE_SLIDE_DESTINATIONS, { message: 'Destino do botão do slide inválido.' }),
        },
        { message: 'Botão do slide inválido.' },
      )
      .nullable(),
  },
  { message: 'Slide inválido.' },
);

export const advisorBody = z.object(
  {
    tratamento: z.enum(SITE_HONORIFICS, { message: 'Tratamento inválido: use Dra., Dr. ou nenhum.' }),
    nome: required('nome do assessor', 80),
    telefone: phone,
    nota: text('nota do assessor', 120),
    // Absent (a client from before photos) means none.
    foto: photoPath.nullish().transform((value) => value ?? null),
  },
  { message: 'Assessor inválido.' },
);

export const siteContentBody = z.object(
  {
    nome_assessoria: required('nome da assessoria', 80),
    whatsapp: phone,
    mensagem_whatsapp: required('mensagem do WhatsApp'),
    horario_atendimento: optionalText('horário de atendimento', 120),
    cnpj: optionalText('CNPJ', 20).refine((value) => value === null || /^[\d./-]{14,18}$/.test(value), 'CNPJ inválido.'),
    email_contato: optionalText('e-mail de contato', 120).refine(
      (value) => value === null || z.email().safeParse(value).success,
      EMAIL_MESSAGE,
    ),
    contato_privacidade: optionalText('contato para privacidade', 160),
    assessores: z
      .array(advisorBody, { message: 'Lista de assessores inválida.' })
      .max(SITE_ADVISORS_MAX, `Cadastre até ${SITE_ADVISORS_MAX} assessores.`),
    /** Absent keeps the stored photos as they are. */
    assessorados: z
      .array(studentPhoto, { message: 'Lista de fotos dos assessorados inválida.' })
      .max(SITE_STUDENTS_MAX, `Use até ${SITE_STUDENTS_MAX} fotos de assessorados.`)
      .optional(),
    /** Absent (a client from before the banner was editable) keeps the stored slides. */
    banner: z
      .array(slideBody, { message: 'Lista de slides inválida.' })
      .max(SITE_SLIDES_MAX, `Use até ${SITE_SLIDES_MAX} slides no banner.`)
      .optional(),
  },
  { message: 'Conteúdo do site inválido.' },
);
export type SiteContentBody = z.infer<typeof siteContentBody>;

export const photoUploadQuery = z.object({
  tipo: z.enum(SITE_PHOTO_KINDS, { message: 'Diga para que é a foto: tipo=assessor, tipo=assessorado ou tipo=banner.' }),
});
