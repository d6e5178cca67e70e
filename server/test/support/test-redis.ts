import { createClient } from 'redis';

/** The Redis server of the test run (.ci/run starts one). */
export const REDIS_URL = process.env.REDIS_URL_TEST ?? 'redis://127.0.0.1:6379';

/**
 * Whether the test Redis answers a PING. In CI a missing Redis is an error, not a skip: a suite that needs it must
 * not pass by skipping itself; on a developer machine without Redis only those blocks skip.
 */
export async function testRedisUp(): Promise<boolean> {
  const client = createClient({ url: REDIS_URL, socket: { connectTimeout: 1000, reconnectStrategy: false } });
  client.on('error', () => undefined);
  let up = false;
  try {
    await client.connect();
    await client.ping();
    await client.quit();
    up = true;
  } catch {
    up = false;
  }
  if (!up && process.env.CI) throw new Error(`Redis não responde em ${REDIS_URL} (o CI o inicia em .ci/run)`);
  return up;
}
