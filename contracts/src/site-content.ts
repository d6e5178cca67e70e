import { z } from 'zod';

/**
 * What the advisory edits in /admin/site and the public site shows: its name, contact numbers, office hours, the
 * advisors and the legal contacts. Stored once in the database; a field nobody filled is null (or an empty list) and
 * the public site hides what depends on it, so no example number ever reaches a prospect.
 */
export const SITE_TEXT_MAX = 300;
export const SITE_ADVISORS_MAX = 12;

/** At most this many student photos in the "Nossos Assessorados" carousel. */
export const SITE_STUDENTS_MAX = 30;

/**
 * Photos uploaded in /admin/site: JPEG, PNG or WebP (told by their bytes, not their name), up to 5 MB, from 200 to
 * 6000 px a side. The server resizes them to WebP before storing; the site serves them at `/api/site/fotos/<id>`.
 */
export const SITE_PHOTO_MAX_BYTES = 5 * 1024 * 1024;
export const SITE_PHOTO_MIN_SIDE = 200;
export const SITE_PHOTO_MAX_SIDE = 6000;
export const SITE_PHOTO_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;
/** What the photo is for: an advisor's card (portrait), the students' carousel (square) or a banner slide (4:3). */
export const SITE_PHOTO_KINDS = ['assessor', 'assessorado', 'banner'] as const;
export type SitePhotoKind = (typeof SITE_PHOTO_KINDS)[number];
/** The public path of an uploaded photo. */
export const SITE_PHOTO_PATH = /^\/api\/site\/fotos\/[1-9]\d{0,9}$/;
export const sitePhotoPath = (id: number) => `/api/site/fotos/${id}`;

/** POST /api/admin/site/fotos: the stored photo, to put in an advisor's `foto` or the students' list and save. */
export const sitePhotoSchema = z.object({ foto: z.string(), largura: z.number(), altura: z.number() });
export type SitePhoto = z.infer<typeof sitePhotoSchema>;

/** How an advisor's name is introduced on the card ("Dra. Ana Lima"); empty for none. */
export const SITE_HONORIFICS = ['', 'Dra.', 'Dr.'] as const;

/** One advisor card on the landing. Without a phone the card shows no WhatsApp button. */
export const siteAdvisorSchema = z.object({
  tratamento: z.enum(SITE_HONORIFICS),
  nome: z.string(),
  /** E.164 digits, or null. */
  telefone: z.string().nullable(),
  /** One line under the name ("Médica pela Universidad Central del Paraguay"). */
  nota: z.string(),
  /** Public path of the advisor's photo, or null: the card then shows their initials. */
  foto: z.string().nullable(),
});
export type SiteAdvisor = z.infer<typeof siteAdvisorSchema>;

/** At most this many slides in the landing's banner. */
export const SITE_SLIDES_MAX = 6;

/** The illustrations shipped with the site (client/public/assets/banner), usable by a slide without an upload. */
export const SITE_BANNER_IMAGES = [
  '/assets/banner/banner-matriculas.svg',
  '/assets/banner/banner-duvidas.svg',
  '/assets/banner/banner-turma.svg',
] as const;

/**
 * Where a slide's button leads: a landing section (shown only when it has entries), the chat assistant, the advisory's
 * WhatsApp (only once its number is set) or the help centre. A button whose place is not on the page is not shown.
 */
export const SITE_SLIDE_DESTINATIONS = ['assessores', 'assessorados', 'assistente', 'whatsapp', 'duvidas'] as const;
export type SiteSlideDestination = (typeof SITE_SLIDE_DESTINATIONS)[number];

/** One slide of the landing's banner. */
export const siteSlideSchema = z.object({
  /** A short label above the title ("Matrículas abertas"); empty for none. */
  selo: z.string(),
  titulo: z.string(),
  descricao: z.string(),
  /** One of SITE_BANNER_IMAGES or an uploaded photo's path. */
  imagem: z.string(),
  /** The button under the text, or null for none. */
  acao: z.object({ texto: z.string(), destino: z.enum(SITE_SLIDE_DESTINATIONS) }).nullable(),
});
export type SiteSlide = z.infer<typeof siteSlideSchema>;

/** The editable content as the admin screen reads and sends it. */
export const siteContentSchema = z.object({
  nome_assessoria: z.string(),
  /** "WhatsApp da assessoria": E.164 digits, or null until the owner sets it. */
  whatsapp: z.string().nullable(),
  /** Prefilled in every wa.me link of the site. */
  mensagem_whatsapp: z.string(),
  /** Free text ("segunda a sexta, das 9h às 18h"), or null. */
  horario_atendimento: z.string().nullable(),
  cnpj: z.string().nullable(),
  /** The advisory's contact e-mail, shown in the legal pages. */
  email_contato: z.string().nullable(),
  /** Who answers data-protection requests (LGPD "encarregado"), shown in the privacy policy. */
  contato_privacidade: z.string().nullable(),
  assessores: z.array(siteAdvisorSchema),
  /** Public paths of the students' photos in the carousel (the shipped example's are drawings). */
  assessorados: z.array(z.string()),
  /** The banner's slides, in order (empty: the landing opens on the card menu). */
  banner: z.array(siteSlideSchema),
});
export type SiteContent = z.infer<typeof siteContentSchema>;

/** GET /api/site: only what the public pages print. Never holds a number the owner did not set. */
export const publicSiteSchema = siteContentSchema;
export type PublicSite = z.infer<typeof publicSiteSchema>;

/** One line of the owner's setup checklist. */
export const SETUP_ITEMS = ['contato', 'assessores', 'fotos', 'email', 'whatsapp_api', 'openai'] as const;
export type SetupItem = (typeof SETUP_ITEMS)[number];
export const setupStepSchema = z.object({
  item: z.enum(SETUP_ITEMS),
  configurado: z.boolean(),
  /** Optional integrations (OpenAI) do not count as pending for the banner. */
  opcional: z.boolean(),
});
export type SetupStep = z.infer<typeof setupStepSchema>;

/** GET /api/admin/site: the content, whether it is the shipped example, and the checklist. */
export const adminSiteSchema = z.object({
  conteudo: siteContentSchema,
  /** True after "Carregar exemplo" until the admin saves their own content. */
  exemplo: z.boolean(),
  /** ISO 8601, or null before the first save. */
  atualizado_em: z.string().nullable(),
  checklist: z.array(setupStepSchema),
});
export type AdminSite = z.infer<typeof adminSiteSchema>;
