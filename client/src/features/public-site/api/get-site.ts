import type { PublicSite } from '@app/contracts';

const isText = (value: unknown): value is string => typeof value === 'string';
const isTextOrNull = (value: unknown) => value === null || isText(value);
/** A slide's image is one of the site's own files or uploaded photos: never another address. */
const isSlideImage = (value: unknown) => isText(value) && /^\/(assets\/banner|api\/site\/fotos)\/[\w.-]+$/.test(value);

function isSlide(value: unknown): boolean {
  const slide = value as Record<string, unknown> | null;
  const action = slide?.acao as Record<string, unknown> | null | undefined;
  return (
    isText(slide?.selo) &&
    isText(slide?.titulo) &&
    isText(slide?.descricao) &&
    isSlideImage(slide?.imagem) &&
    (action === null || (isText(action?.texto) && isText(action?.destino)))
  );
}

/**
 * The answer's shape, checked by hand: the landing ships neither zod nor the contracts' schemas (its JS budget), and
 * an unexpected answer must show no contact rather than a broken one.
 */
function isPublicSite(value: unknown): value is PublicSite {
  if (!value || typeof value !== 'object') return false;
  const site = value as Record<string, unknown>;
  const advisors = site.assessores;
  return (
    isText(site.nome_assessoria) &&
    isText(site.mensagem_whatsapp) &&
    ['whatsapp', 'horario_atendimento', 'cnpj', 'email_contato', 'contato_privacidade'].every((key) => isTextOrNull(site[key])) &&
    Array.isArray(site.assessorados) &&
    site.assessorados.every(isText) &&
    Array.isArray(site.banner) &&
    site.banner.every(isSlide) &&
    Array.isArray(advisors) &&
    advisors.every(
      (a: Record<string, unknown>) =>
        isText(a?.nome) && isText(a?.tratamento) && isText(a?.nota) && isTextOrNull(a?.telefone) && isTextOrNull(a?.foto),
    )
  );
}

/**
 * The content the server printed into the page (server/src/lib/static-client.ts, `landingDocument`), or null when the
 * page has none (the dev server) or it is not what the site expects.
 */
export function inlineSite(): PublicSite | null {
  const text = document.getElementById('site-content')?.textContent;
  if (!text) return null;
  try {
    const value: unknown = JSON.parse(text);
    return isPublicSite(value) ? value : null;
  } catch {
    return null;
  }
}

/** GET /api/site (anyone): the advisory's public content; only what the owner set. */
export async function getSite(signal?: AbortSignal): Promise<PublicSite> {
  const res = await fetch('/api/site', { signal, headers: { Accept: 'application/json' } });
  const body: unknown = res.ok ? await res.json() : null;
  if (!isPublicSite(body)) throw new Error(`GET /api/site: ${res.status}`);
  return body;
}
