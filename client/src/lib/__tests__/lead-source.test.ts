import { describe, expect, it } from 'vitest';
import { attributionOf, captureFirstTouch, forgetFirstTouch, isExternalReferrer, readFirstTouch, withFirstTouch } from '@/lib/lead-source';

/** An in-memory localStorage. */
function memoryStore() {
  const items = new Map<string, string>();
  return {
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
    removeItem: (key: string) => void items.delete(key),
  };
}
const NOW = new Date('2026-11-20T10:00:00.000Z');
const LATER = new Date('2026-11-22T10:00:00.000Z');

describe('isExternalReferrer', () => {
  it.each([
    ['https://www.google.com/', 'localhost', true],
    ['https://exemplo.com/sobre', 'exemplo.com', false],
    ['https://www.exemplo.com/', 'exemplo.com', false],
    ['https://exemplo.com/', 'app.exemplo.com', false],
    ['http://localhost:3000/', 'app.localhost', false],
    ['android-app://com.google.android.gm', 'exemplo.com', false],
    ['', 'exemplo.com', false],
  ])('when the referrer is %s on %s, then external is %s', (referrer, host, external) => {
    expect(isExternalReferrer(referrer, host)).toBe(external);
  });
});

describe('attributionOf', () => {
  it('when the landing URL has UTM parameters and click ids, then they are kept, trimmed and bounded', () => {
    const origem = attributionOf(`?utm_source=instagram&utm_campaign=x&gclid=g1&utm_term=${'t'.repeat(300)}&outro=1`, '', 'exemplo.com', NOW);
    expect(origem).toEqual({ utm_source: 'instagram', utm_campaign: 'x', gclid: 'g1', utm_term: 't'.repeat(200), capturado_em: NOW.toISOString() });
  });

  it('when the visitor came from another site, then its address is the referrer; from our own site, nothing', () => {
    expect(attributionOf('', 'https://www.google.com/', 'exemplo.com', NOW).referrer).toBe('https://www.google.com/');
    expect(attributionOf('', 'https://exemplo.com/', 'app.exemplo.com', NOW).referrer).toBeUndefined();
  });
});

describe('first touch in the browser', () => {
  it('when a second visit brings other parameters, then the first visit wins until registration forgets it', () => {
    const store = memoryStore();
    captureFirstTouch({ search: '?utm_source=instagram&utm_campaign=x', hostname: 'exemplo.com' }, '', store, NOW);
    captureFirstTouch({ search: '?utm_source=google', hostname: 'exemplo.com' }, 'https://bing.com/', store, LATER);
    expect(readFirstTouch(store)).toEqual({ utm_source: 'instagram', utm_campaign: 'x', capturado_em: NOW.toISOString() });

    forgetFirstTouch(store);
    expect(readFirstTouch(store)).toBeUndefined();
    captureFirstTouch({ search: '?utm_source=google', hostname: 'exemplo.com' }, '', store, LATER);
    expect(readFirstTouch(store)?.utm_source).toBe('google');
  });

  it('when a direct visit comes first, then it is stored as a visit with only its date (Direto)', () => {
    const store = memoryStore();
    captureFirstTouch({ search: '', hostname: 'exemplo.com' }, '', store, NOW);
    captureFirstTouch({ search: '?utm_source=instagram', hostname: 'exemplo.com' }, '', store, LATER);
    expect(readFirstTouch(store)).toEqual({ capturado_em: NOW.toISOString() });
  });

  it('when the stored value is not valid JSON, then it reads as nothing', () => {
    const store = memoryStore();
    store.setItem('origem-lead', '{quebrado');
    expect(readFirstTouch(store)).toBeUndefined();
  });

  it('when the stored value has unknown or non-text fields, then only the known text fields are read; a list reads as nothing', () => {
    const store = memoryStore();
    store.setItem('origem-lead', JSON.stringify({ utm_source: 'instagram', gclid: 42, outro: 'x', capturado_em: NOW.toISOString() }));
    expect(readFirstTouch(store)).toEqual({ utm_source: 'instagram', capturado_em: NOW.toISOString() });
    store.setItem('origem-lead', '["utm_source"]');
    expect(readFirstTouch(store)).toBeUndefined();
  });

  it('when the storage throws (blocked), then capture gives up quietly', () => {
    const blocked = {
      getItem: () => {
        throw new Error('SecurityError');
      },
      setItem: () => {
        throw new Error('SecurityError');
      },
      removeItem: () => {
        throw new Error('SecurityError');
      },
    };
    expect(captureFirstTouch({ search: '?utm_source=x', hostname: 'exemplo.com' }, '', blocked, NOW)).toBeUndefined();
    expect(() => forgetFirstTouch(blocked)).not.toThrow();
  });

  it('when the site links to the app, then the link carries the first touch and the app host captures the same visit', () => {
    const site = memoryStore();
    captureFirstTouch({ search: '?utm_source=instagram&fbclid=f1', hostname: 'exemplo.com' }, 'https://l.instagram.com/', site, NOW);
    const link = new URL(withFirstTouch('https://app.exemplo.com/login', site));
    expect(link.searchParams.get('utm_source')).toBe('instagram');

    const app = memoryStore();
    captureFirstTouch({ search: link.search, hostname: 'app.exemplo.com' }, 'https://exemplo.com/', app, LATER);
    expect(readFirstTouch(app)).toEqual(readFirstTouch(site));
  });

  it('when the visit was direct, then the link to the app stays as it is', () => {
    const site = memoryStore();
    captureFirstTouch({ search: '', hostname: 'exemplo.com' }, '', site, NOW);
    expect(readFirstTouch(site)).toEqual({ capturado_em: NOW.toISOString() });
    expect(withFirstTouch('https://app.exemplo.com/login', site)).toBe('https://app.exemplo.com/login');
  });
});
