import { describe, expect, it } from 'vitest';
import { rotuloOrigem } from '../lead-source.js';

describe('rotuloOrigem', () => {
  it.each([
    [{ utm_source: 'Instagram', gclid: 'g', referrer: 'https://google.com/' }, 'instagram'],
    [{ utm_source: '  Newsletter ' }, 'newsletter'],
    [{ utm_source: '   ', gclid: 'g' }, 'Google Ads'],
    [{ gclid: 'g', fbclid: 'f' }, 'Google Ads'],
    [{ fbclid: 'f', referrer: 'https://m.facebook.com/' }, 'Facebook/Instagram Ads'],
    [{ referrer: 'https://www.Google.com.br/search?q=x' }, 'google.com.br'],
    [{ referrer: 'https://l.instagram.com/?u=1' }, 'l.instagram.com'],
    [{ referrer: 'não é url' }, 'Direto'],
    [{}, 'Direto'],
    [null, 'Direto'],
    [undefined, 'Direto'],
  ])('when the first touch is %j, then the label is %s', (origem, rotulo) => {
    expect(rotuloOrigem(origem)).toBe(rotulo);
  });
});
