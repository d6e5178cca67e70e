// The zod-free subpath: this module runs in the entry chunk of every page, the landing included (main.tsx).
import { ORIGEM_LEAD_CAMPOS, ORIGEM_LEAD_MAX, ORIGEM_UTM_CAMPOS, type OrigemLeadGravada as OrigemLead } from '@app/contracts/lead-source-fields';
import { APP_HOST_PREFIX } from '@/config/env';

/**
 * First-touch lead source: the UTM parameters, gclid/fbclid and an external referrer of the visit that
 * first brought this browser, kept in localStorage (no third party) until registration sends it. The public site
 * and the app are two origins, so links from the site to the app carry it in the query and the app captures it too.
 */

const STORAGE_KEY = 'origem-lead';
const CLICK_IDS = ['gclid', 'fbclid'] as const;
/** Query names that carry the site's referrer and capture date to the app host. */
const REFERRER_PARAM = 'origem_ref';
const CAPTURED_PARAM = 'origem_em';

type Store = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

const clip = (value: string | null, max: number) => (value ? value.trim().slice(0, max) || undefined : undefined);
/** The site and its app sub-host are one property: neither is an external referrer of the other. */
const siteOf = (host: string) => host.toLowerCase().replace(/^www\./, '').replace(new RegExp(`^${APP_HOST_PREFIX.replace('.', '\\.')}`), '');

export function isExternalReferrer(referrer: string, currentHost: string): boolean {
  try {
    const url = new URL(referrer);
    return ['http:', 'https:'].includes(url.protocol) && siteOf(url.hostname) !== siteOf(currentHost);
  } catch {
    return false;
  }
}

/** What this visit says about where it came from (every field optional: a direct visit yields only the date). */
export function attributionOf(search: string, referrer: string, currentHost: string, now: Date): OrigemLead {
  const params = new URLSearchParams(search);
  const origem: OrigemLead = {};
  for (const campo of [...ORIGEM_UTM_CAMPOS, ...CLICK_IDS]) {
    const value = clip(params.get(campo), ORIGEM_LEAD_MAX[campo]);
    if (value) origem[campo] = value;
  }
  const carried = clip(params.get(REFERRER_PARAM), ORIGEM_LEAD_MAX.referrer);
  const ref = carried ?? (isExternalReferrer(referrer, currentHost) ? clip(referrer, ORIGEM_LEAD_MAX.referrer) : undefined);
  if (ref && isExternalReferrer(ref, currentHost)) origem.referrer = ref;
  const carriedAt = params.get(CAPTURED_PARAM);
  origem.capturado_em = carriedAt && !Number.isNaN(Date.parse(carriedAt)) ? new Date(carriedAt).toISOString() : now.toISOString();
  return origem;
}

/**
 * The stored first touch, keeping only the known fields that are strings (the server validates lengths and the date
 * when registration sends it); anything else stored under the key reads as nothing.
 */
export function readFirstTouch(store: Store = window.localStorage): OrigemLead | undefined {
  try {
    const stored: unknown = JSON.parse(store.getItem(STORAGE_KEY) ?? 'null');
    if (typeof stored !== 'object' || stored === null || Array.isArray(stored)) return undefined;
    const origem: OrigemLead = {};
    for (const campo of [...ORIGEM_LEAD_CAMPOS, 'capturado_em'] as const) {
      const value = (stored as Record<string, unknown>)[campo];
      if (typeof value === 'string') origem[campo] = value;
    }
    return origem;
  } catch {
    return undefined;
  }
}

/** First touch wins: records this visit only when nothing is stored yet; answers what is stored. */
export function captureFirstTouch(
  location: Pick<Location, 'search' | 'hostname'> = window.location,
  referrer: string = document.referrer,
  store: Store = window.localStorage,
  now: Date = new Date(),
): OrigemLead | undefined {
  try {
    const stored = readFirstTouch(store);
    if (stored) return stored;
    const origem = attributionOf(location.search, referrer, location.hostname, now);
    store.setItem(STORAGE_KEY, JSON.stringify(origem));
    return origem;
  } catch {
    return undefined; // storage blocked (private mode, quotas): attribution is optional
  }
}

/** Registration succeeded: the browser no longer needs to remember the visit. */
export function forgetFirstTouch(store: Store = window.localStorage): void {
  try {
    store.removeItem(STORAGE_KEY);
  } catch {
    /* storage blocked: nothing was kept */
  }
}

/**
 * A link to the app host carrying the stored first touch, so /registro there can send it. A direct visit (nothing but
 * its date) keeps the link clean: the app host records its own direct visit.
 */
export function withFirstTouch(url: string, store: Store = window.localStorage): string {
  const origem = readFirstTouch(store);
  const campos = [...ORIGEM_UTM_CAMPOS, ...CLICK_IDS].filter((campo) => origem?.[campo]);
  if (!origem || (campos.length === 0 && !origem.referrer)) return url;
  const target = new URL(url);
  for (const campo of campos) target.searchParams.set(campo, origem[campo]!);
  if (origem.referrer) target.searchParams.set(REFERRER_PARAM, origem.referrer);
  if (origem.capturado_em) target.searchParams.set(CAPTURED_PARAM, origem.capturado_em);
  return target.toString();
}
