import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import { beforeAll, describe, expect, it } from 'vitest';

/** The repository's own lint configuration, run on fixture sources placed (virtually) inside server/src. */
const root = fileURLToPath(new URL('../../../', import.meta.url));
let eslint: ESLint;
beforeAll(() => {
  eslint = new ESLint({ cwd: root });
});

async function boundaryErrors(file: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: path.join(root, 'server/src', file) });
  return result!.messages.filter((m) => m.ruleId === 'server/boundaries').map((m) => m.message);
}

describe('server/boundaries lint rule', () => {
  it("when a domain imports another domain's internals, then lint fails", async () => {
    const code = "import { chatRepository } from '../chat/chat.repository.js';\nexport const repo = chatRepository;\n";
    expect(await boundaryErrors('tickets/tickets.service.ts', code)).toEqual([
      '"tickets" reaches into the "chat" domain: import "chat/index.js" instead.',
    ]);
  });

  it('when a type, a re-export or a dynamic import reaches into another domain, then each one fails', async () => {
    const code = [
      "import type { TtsService } from '../tts/tts.service.js';",
      "export { ttsRouter } from '../tts/tts.routes.js';",
      "export * from '../tts/speech-engine.js';",
      "export const load = () => import('../tts/wav.js');",
      'export type Tts = TtsService;',
      '',
    ].join('\n');
    expect(await boundaryErrors('flashcards/flashcards.service.ts', code)).toHaveLength(4);
  });

  it('when a top-level file imports a domain past its index, then lint fails', async () => {
    const code = "import { chatService } from './chat/chat.service.js';\nexport const build = chatService;\n";
    expect(await boundaryErrors('services.ts', code)).toEqual(['"services.ts" reaches into the "chat" domain: import "chat/index.js" instead.']);
  });

  it('when lib/ imports a domain, even through its index, then lint fails', async () => {
    const code = "import { chatService } from '../chat/index.js';\nexport const build = chatService;\n";
    expect(await boundaryErrors('lib/realtime.ts', code)).toEqual(['server/src/lib/ is shared by every domain and imports none ("chat").']);
  });

  it("when a domain imports another's index, lib/, a top-level file or its own files, then lint passes", async () => {
    const code = [
      "import { chatService } from '../chat/index.js';",
      "import { HttpError } from '../lib/errors.js';",
      "import type { AppContext } from '../context.js';",
      "import { ticketsRepository } from './tickets.repository.js';",
      "import { helper } from './__tests__/helper.js';",
      'export const used = [chatService, HttpError, ticketsRepository, helper];',
      'export type Ctx = AppContext;',
      '',
    ].join('\n');
    expect(await boundaryErrors('tickets/tickets.service.ts', code)).toEqual([]);
    expect(await boundaryErrors('tickets/__tests__/tickets.test.ts', "import { x } from '../tickets.service.js';\nexport const y = x;\n")).toEqual([]);
  });

  it('when lib/ imports lib/ or the config, then lint passes', async () => {
    const code = "import type { Config } from '../config.js';\nimport { HttpError } from './errors.js';\nexport const used = HttpError;\nexport type C = Config;\n";
    expect(await boundaryErrors('lib/mailer.ts', code)).toEqual([]);
  });
});
