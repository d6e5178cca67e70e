import { describe, expect, it } from 'vitest';
import type request from 'supertest';
import { useTestApp } from '../support/test-app.js';
import { loggedIn } from '../support/factories.js';
import { longText, postTts } from './helpers.js';

const t = useTestApp();

describe('offline TTS is shared fairly between users', () => {
  it("when one user floods long texts, then another user's sentence is answered before the flood's queued jobs", { timeout: 120_000 }, async () => {
    const { client: flooder } = await loggedIn(t.app, t.db.knex);
    const { client: victim } = await loggedIn(t.app, t.db.knex);
    const events: string[] = [];
    const flood = Array.from({ length: 26 }, (_, i) =>
      postTts(flooder, { text: longText(`inundação ${i}`, 1000) }).then((res) => {
        events.push(`flood:${res.status}`);
        return res;
      }),
    );
    // The victim asks once the flood is queued: wait for its first answered job (an event, not a delay).
    await new Promise<void>((resolve) => {
      let settled = 0;
      for (const job of flood)
        void job.then((res) => {
          settled += 1;
          if (res.status === 200 || settled === flood.length) resolve();
        });
    });
    events.push('victim:asked');
    const answer = await postTts(victim, { text: 'Qual é o prazo da matrícula?' });
    events.push(`victim:${answer.status}`);
    const responses: request.Response[] = await Promise.all(flood);

    const unexpected = [answer, ...responses].filter((res) => res.status !== 200 && res.status !== 429).map((res) => `${res.status} ${String(res.body)}`);
    expect(unexpected).toEqual([]);
    expect(answer.status).toBe(200);
    const asked = events.indexOf('victim:asked');
    const answered = events.indexOf('victim:200');
    const floodAnsweredMeanwhile = events.slice(asked, answered).filter((e) => e === 'flood:200').length;
    const floodAnsweredAfter = events.slice(answered).filter((e) => e === 'flood:200').length;
    // Round robin: at most the flood job whose last piece was being spoken finishes in between…
    expect(floodAnsweredMeanwhile).toBeLessThanOrEqual(1);
    // …while the flood still had a backlog (so the victim really jumped ahead of it).
    expect(floodAnsweredAfter).toBeGreaterThanOrEqual(2);
  });

  it('when one user already has as many jobs as the queue takes from one person, then further requests get 429 with a Portuguese error, never a 5xx', { timeout: 120_000 }, async () => {
    const { client } = await loggedIn(t.app, t.db.knex);
    const responses = await Promise.all(Array.from({ length: 12 }, (_, i) => postTts(client, { text: longText(`fila ${i}`, 1200) })));
    const statuses = responses.map((res) => res.status);
    expect(responses.filter((res) => res.status !== 200 && res.status !== 429).map((res) => `${res.status} ${String(res.body)}`)).toEqual([]);
    expect(statuses.filter((status) => status === 200).length).toBeGreaterThanOrEqual(1);
    const refused = responses.find((res) => res.status === 429);
    expect(refused, `statuses: ${statuses.join(',')}`).toBeDefined();
    expect(refused!.headers['content-type']).toMatch(/application\/json/);
    expect(JSON.parse(String(refused!.body))).toEqual({ error: expect.stringMatching(/áudio/i) });
  });
});
