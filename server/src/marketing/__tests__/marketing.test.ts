import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { marketingTemplateOptions } from '@app/contracts';
import { loadConfig } from '../../config.js';
import { recipientsFrom } from '../marketing.service.js';

describe('recipientsFrom', () => {
  it('when two accounts share a number or a number is invalid, then one recipient per valid number', () => {
    const recipients = recipientsFrom([
      { id: 1, nome: 'Ana', whatsapp: '5511987654321' },
      { id: 2, nome: 'Bia', whatsapp: '55 (11) 98765-4321' },
      { id: 3, nome: 'Caio', whatsapp: '595981123456' },
      { id: 4, nome: 'Davi', whatsapp: '123' },
    ]);
    expect(recipients).toEqual([
      { id: 1, nome: 'Ana', whatsapp: '5511987654321' },
      { id: 3, nome: 'Caio', whatsapp: '595981123456' },
    ]);
  });
});

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
