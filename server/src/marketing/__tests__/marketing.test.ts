import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { marketingTemplateOptions } from '@app/contracts';
import { loadConfig } from '../../config.js';

describe('marketing templates', () => {
  it('when built from a product slug, then anuncio_{product}, anuncio_{product}_2 and hello_world, first is the default', () => {
    expect(marketingTemplateOptions('medicina_paraguai').map((o) => o.valor)).toEqual([
      'anuncio_medicina_paraguai',
      'anuncio_medicina_paraguai_2',
      'hello_world',
    ]);
  });

  it("when the server runs with defaults, then its product slug is the site content's (the page and the server agree)", () => {
    const site = fs.readFileSync(path.resolve(import.meta.dirname, '../../../../client/src/content/site.ts'), 'utf8');
    const clientSlug = /export const PRODUCT_SLUG = '([^']+)'/.exec(site)?.[1];
    expect(clientSlug).toBeDefined();
    expect(loadConfig({ NODE_ENV: 'test' }).MARKETING_PRODUCT_SLUG).toBe(clientSlug);
  });
});
