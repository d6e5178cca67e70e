import { describe, expect, test } from 'vitest';
import { loadConfig } from '../config.js';

const base = { SESSION_SECRET: 'a'.repeat(32), DATA_DIR: '/nonexistent-data-dir' };

describe('PASSWORD_HASH_COST', () => {
  test('when it is not set, then new passwords are hashed at bcrypt cost 12', () => {
    for (const NODE_ENV of ['production', 'development', 'test']) {
      expect(loadConfig({ ...base, NODE_ENV }).PASSWORD_HASH_COST).toBe(12);
    }
  });

  test('when a deployment sets 11, then the config is refused; 12 is accepted', () => {
    for (const NODE_ENV of ['production', 'development']) {
      expect(() => loadConfig({ ...base, NODE_ENV, PASSWORD_HASH_COST: '11' })).toThrow(/PASSWORD_HASH_COST: menos de 12 só nos testes/);
      expect(loadConfig({ ...base, NODE_ENV, PASSWORD_HASH_COST: '12' }).PASSWORD_HASH_COST).toBe(12);
    }
  });

  test('when the test suites set 4, then it is accepted; 3 is refused', () => {
    expect(loadConfig({ ...base, NODE_ENV: 'test', PASSWORD_HASH_COST: '4' }).PASSWORD_HASH_COST).toBe(4);
    expect(() => loadConfig({ ...base, NODE_ENV: 'test', PASSWORD_HASH_COST: '3' })).toThrow(/PASSWORD_HASH_COST/);
  });
});
