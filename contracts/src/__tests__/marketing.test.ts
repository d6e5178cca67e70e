import { describe, expect, it } from 'vitest';
import { marketingRecipients } from '../marketing.js';

describe('marketingRecipients', () => {
  it('when two accounts share a number or a number is invalid, then one recipient per valid number', () => {
    const recipients = marketingRecipients([
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

  it('when nobody has a valid number, then nobody', () => {
    expect(marketingRecipients([{ whatsapp: '' }, { whatsapp: 'abc' }])).toEqual([]);
  });
});
