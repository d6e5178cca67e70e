import { describe, expect, it } from 'vitest';
import { useTestApp } from '../support/test-app.js';
import { loggedIn } from '../support/factories.js';
import { TestClient } from '../support/client.js';
import { GRAPH_ENV } from './helpers.js';

describe('GET /api/whatsapp/status', () => {
  describe('without WhatsApp credentials', () => {
    const t = useTestApp({ env: { WHATSAPP_TOKEN: undefined, WHATSAPP_PHONE_NUMBER_ID: undefined } });

    it.each(['colaborador', 'admin'] as const)('when %s asks, then not configured with both variables missing', async (role) => {
      const { client } = await loggedIn(t.app, t.db.knex, { role });
      const res = await client.get('/api/whatsapp/status');
      expect(res.status).toBe(200);
      expect(res.body).toEqual({ configurado: false, faltando: ['WHATSAPP_TOKEN', 'WHATSAPP_PHONE_NUMBER_ID'] });
    });

    it('when a usuario asks, then 403; anonymous, then 401', async () => {
      const { client } = await loggedIn(t.app, t.db.knex, { role: 'usuario' });
      expect((await client.get('/api/whatsapp/status')).status).toBe(403);
      expect((await new TestClient(t.app).get('/api/whatsapp/status')).status).toBe(401);
    });
  });

  describe('with only the token set', () => {
    const t = useTestApp({ env: { WHATSAPP_TOKEN: GRAPH_ENV.WHATSAPP_TOKEN, WHATSAPP_PHONE_NUMBER_ID: undefined } });

    it('when staff asks, then not configured and only the phone number id is missing', async () => {
      const { client } = await loggedIn(t.app, t.db.knex, { role: 'colaborador' });
      const res = await client.get('/api/whatsapp/status');
      expect(res.body).toEqual({ configurado: false, faltando: ['WHATSAPP_PHONE_NUMBER_ID'] });
    });
  });

  describe('with WhatsApp credentials', () => {
    const t = useTestApp({ env: GRAPH_ENV });

    it('when staff asks, then configured and nothing missing, and no secret in the answer', async () => {
      const { client } = await loggedIn(t.app, t.db.knex, { role: 'admin' });
      const res = await client.get('/api/whatsapp/status');
      expect(res.status).toBe(200);
      expect(res.body).toEqual({ configurado: true, faltando: [] });
      expect(JSON.stringify(res.body)).not.toContain(GRAPH_ENV.WHATSAPP_TOKEN);
    });
  });
});
