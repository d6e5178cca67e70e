import { describe, expect, it } from 'vitest';
import { useTestApp } from '../support/test-app.js';
import { TestClient } from '../support/client.js';

const t = useTestApp({ deps: { limits: { helpVotesPerIp: 3 } } });

describe('"Esta página ajudou?" votes per visitor', () => {
  it('when one address votes past the limit, then 429 in Portuguese and the extra votes do not count', async () => {
    const reader = new TestClient(t.app);
    // The shipped articles are stored by the first read of the list.
    expect((await reader.get('/api/duvidas')).status).toBe(200);
    const before = (await t.db.knex('duvidas_avaliacoes').where({ slug: 'custos' }).count<{ count: string }[]>('* as count'))[0]!;
    for (let i = 0; i < 3; i++) expect((await reader.post('/api/duvidas/custos/avaliacao', { util: true })).status).toBe(204);
    for (let i = 0; i < 2; i++) {
      const blocked = await reader.post('/api/duvidas/custos/avaliacao', { util: false });
      expect(blocked.status).toBe(429);
      expect(blocked.body).toEqual({ error: 'Muitas avaliações em pouco tempo. Aguarde alguns minutos.' });
    }
    const after = (await t.db.knex('duvidas_avaliacoes').where({ slug: 'custos' }).count<{ count: string }[]>('* as count'))[0]!;
    expect(Number(after.count) - Number(before.count)).toBe(3);
  });
});
