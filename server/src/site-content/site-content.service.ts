import crypto from 'node:crypto';
import { isDeepStrictEqual } from 'node:util';
import type { Knex } from 'knex';
import {
  SITE_PHOTO_PATH,
  sitePhotoPath,
  type AdminSite,
  type PublicSite,
  type SetupStep,
  type SiteContent,
  type SitePhoto,
  type SitePhotoKind,
} from '@app/contracts';
import { HttpError } from '../lib/errors.js';
import { DEFAULT_SLIDES, EMPTY_CONTENT, EXAMPLE_CONTENT } from './site-content.example.js';
import { siteContentRepository, type StoredPhoto, type StoredSiteContent } from './site-content.repository.js';
import type { SiteContentBody } from './site-content.schemas.js';
import { preparePhoto } from './site-photos.js';

const EXAMPLE_PHOTOS = new Set(EXAMPLE_CONTENT.assessorados);
const PHOTO_GONE = 'Uma das fotos não existe mais: envie-a de novo e salve.';
const PHOTO_NOT_FOUND = 'Foto não encontrada.';
/**
 * An uploaded photo waits this long for the save that uses it before a save by anyone may delete it: two admins
 * editing at once must not lose each other's fresh uploads.
 */
const UNUSED_PHOTO_GRACE_MS = 24 * 60 * 60 * 1000;

/** The ids of the uploaded photos the content uses (the example's drawings are static files, not uploads). */
function photoIds(content: SiteContent): number[] {
  const paths = [
    ...content.assessores.map((advisor) => advisor.foto),
    ...content.assessorados,
    ...content.banner.map((slide) => slide.imagem),
  ];
  return paths
    .filter((path): path is string => path !== null && SITE_PHOTO_PATH.test(path))
    .map((path) => Number(path.split('/').pop()));
}

/** Which integrations the server was started with (from the configuration; values never leave the server). */
export interface Integrations {
  email: boolean;
  whatsappApi: boolean;
  openai: boolean;
}

/**
 * How long an instance serves its copy of the content. A save clears the copy of the instance that took it at once;
 * other instances behind the same database catch up within this time, so the public site changes in seconds without
 * the landing's every visit costing a query.
 */
export const SITE_CACHE_MS = 3_000;

const FIELDS = [
  'nome_assessoria',
  'whatsapp',
  'mensagem_whatsapp',
  'horario_atendimento',
  'cnpj',
  'email_contato',
  'contato_privacidade',
  'assessores',
  'assessorados',
  'banner',
] as const;

function contentOf(row: StoredSiteContent | undefined): SiteContent {
  const dados = row?.dados ?? EMPTY_CONTENT;
  return {
    ...EMPTY_CONTENT,
    ...dados,
    // Advisors saved before photos existed have no `foto`.
    assessores: dados.assessores.map((advisor) => ({ ...advisor, foto: advisor.foto ?? null })),
    assessorados: dados.assessorados ?? [],
    // Content saved before the banner was editable keeps showing the shipped slides.
    banner: dados.banner ?? DEFAULT_SLIDES,
  };
}

export function siteContentService(deps: { db: Knex; integrations: Integrations; now?: () => number }) {
  const repo = siteContentRepository(deps.db);
  const now = deps.now ?? Date.now;
  let cached: { at: number; row: Promise<StoredSiteContent | undefined> } | null = null;

  const read = () => {
    if (!cached || now() - cached.at >= SITE_CACHE_MS) {
      const row = repo.read();
      cached = { at: now(), row };
      // A failed read is not kept: the next request asks the database again.
      row.catch(() => {
        if (cached?.row === row) cached = null;
      });
    }
    return cached.row;
  };

  const checklist = (row: StoredSiteContent | undefined): SetupStep[] => {
    const content = contentOf(row);
    const real = row !== undefined && !row.exemplo;
    return [
      { item: 'contato', configurado: content.whatsapp !== null, opcional: false },
      { item: 'assessores', configurado: real && content.assessores.some((a) => a.telefone !== null), opcional: false },
      // The example's student pictures are drawings, not the advisory's students: they never count as done.
      { item: 'fotos', configurado: content.assessorados.some((photo) => !EXAMPLE_PHOTOS.has(photo)), opcional: false },
      { item: 'email', configurado: deps.integrations.email, opcional: false },
      { item: 'whatsapp_api', configurado: deps.integrations.whatsappApi, opcional: false },
      { item: 'openai', configurado: deps.integrations.openai, opcional: true },
    ];
  };

  const adminView = (row: StoredSiteContent | undefined): AdminSite => {
    return {
      conteudo: contentOf(row),
      exemplo: row?.exemplo ?? false,
      atualizado_em: row ? new Date(row.atualizado_em).toISOString() : null,
      checklist: checklist(row),
    };
  };

  return {
    /** What the public pages print: only what the owner set (no example number, ever). */
    async publicSite(): Promise<PublicSite> {
      return contentOf(await read());
    },

    /** The office hours the waiting notice and the assistant quote, or null while the advisory has not set them. */
    async officeHours(): Promise<string | null> {
      return contentOf(await read()).horario_atendimento;
    },

    async adminView(): Promise<AdminSite> {
      return adminView(await repo.read());
    },

    /** Saves the admin's content (no longer an example) and names the fields that changed, for the audit trail. */
    async save(body: SiteContentBody): Promise<AdminSite & { alterados: string[] }> {
      const row = await repo.read();
      const before = contentOf(row);
      // A body without the students' photos or the slides keeps them as they are.
      const content: SiteContent = {
        ...body,
        assessorados: body.assessorados ?? before.assessorados,
        banner: body.banner ?? before.banner,
      };
      const used = photoIds(content);
      const existing = await repo.existingPhotos(used);
      if (used.some((id) => !existing.has(id))) throw new HttpError(400, PHOTO_GONE);
      // Deep equality, not JSON text: jsonb gives the stored objects' keys back in its own order.
      const alterados = FIELDS.filter((field) => !isDeepStrictEqual(before[field], content[field]));
      const saved = await repo.write(content, false);
      cached = null;
      await repo.deleteUnusedPhotos(used, new Date(now() - UNUSED_PHOTO_GRACE_MS));
      return { ...adminView(saved), alterados };
    },

    /** Checks, resizes and stores an uploaded photo; the content uses it once the admin saves its path. */
    async uploadPhoto(bytes: Buffer, kind: SitePhotoKind): Promise<SitePhoto> {
      const photo = await preparePhoto(bytes, kind);
      const id = await repo.insertPhoto({
        conteudo: photo.bytes,
        mime: photo.mime,
        largura: photo.largura,
        altura: photo.altura,
        sha256: crypto.createHash('sha256').update(photo.bytes).digest('hex'),
      });
      return { foto: sitePhotoPath(id), largura: photo.largura, altura: photo.altura };
    },

    /** A stored photo's bytes, for the public site. */
    async photo(id: number): Promise<StoredPhoto> {
      const photo = await repo.readPhoto(id);
      if (!photo) throw new HttpError(404, PHOTO_NOT_FOUND);
      return photo;
    },

    /** "Carregar exemplo": the shipped demo content, marked as an example until the admin saves their own. */
    async loadExample(): Promise<AdminSite> {
      // What the owner already set for contact and the legal pages stays: the example only fills the rest.
      const before = contentOf(await repo.read());
      const { whatsapp, cnpj, email_contato, contato_privacidade } = before;
      const saved = await repo.write({ ...EXAMPLE_CONTENT, whatsapp, cnpj, email_contato, contato_privacidade }, true);
      cached = null;
      return adminView(saved);
    },

    /** The checklist's pending items, for the console banner at start. */
    async pending(): Promise<SetupStep[]> {
      return checklist(await repo.read()).filter((step) => !step.configurado && !step.opcional);
    },
  };
}
export type SiteContentService = ReturnType<typeof siteContentService>;
