import path from 'node:path';
import { ESLint, RuleTester } from 'eslint';
import tseslint from 'typescript-eslint';
import { afterAll, describe, expect, it } from 'vitest';
import { featureBoundaries } from '../feature-boundaries.js';
import { sharedBoundaries } from '../shared-boundaries.js';

RuleTester.describe = describe;
RuleTester.it = it;
RuleTester.itOnly = it.only;
RuleTester.afterAll = afterAll;

const ruleTester = new RuleTester({ languageOptions: { parser: tseslint.parser, ecmaVersion: 'latest', sourceType: 'module' } });
const src = (file: string) => path.join('/repo/client/src', file);

describe('feature-boundaries', () => {
  ruleTester.run('feature-boundaries', featureBoundaries, {
    valid: [
      { filename: src('features/chat/components/a.tsx'), code: "import { b } from '@/features/chat/logic/b';" },
      { filename: src('features/chat/components/a.tsx'), code: "import { b } from '../logic/b';" },
      { filename: src('features/chat/components/a.tsx'), code: "import { Button } from '@/components/ui/button'; import { api } from '@/lib/api-client';" },
      { filename: src('features/chat/components/a.tsx'), code: "import { z } from 'zod'; import { ROLES } from '@app/contracts';" },
      { filename: src('app/routes/users-route.tsx'), code: "import { UsersPage } from '@/features/users/pages/users-page'; import { X } from '@/features/deletion-requests/components/x';" },
    ],
    invalid: [
      {
        filename: src('features/users/pages/users-page.tsx'),
        code: "import { X } from '@/features/deletion-requests/components/x';",
        errors: [{ messageId: 'crossFeature', data: { from: 'users', to: 'deletion-requests' } }],
      },
      {
        filename: src('features/users/pages/users-page.tsx'),
        code: "import { X } from '../../marketing/logic/templates';",
        errors: [{ messageId: 'crossFeature', data: { from: 'users', to: 'marketing' } }],
      },
      { filename: src('features/users/pages/a.tsx'), code: "const m = import('@/features/admin/pages/dashboard-page');", errors: [{ messageId: 'crossFeature' }] },
      { filename: src('features/users/pages/a.tsx'), code: "export { X } from '@/features/admin/logic/money';", errors: [{ messageId: 'crossFeature' }] },
      { filename: src('features/users/pages/a.tsx'), code: "import { screens } from '@/app/route-preload';", errors: [{ messageId: 'appImport' }] },
    ],
  });
});

describe('shared-boundaries', () => {
  ruleTester.run('shared-boundaries', sharedBoundaries, {
    valid: [
      { filename: src('components/theme-toggle.tsx'), code: "import { Icon } from '@/components/ui/icons'; import { setTheme } from '@/lib/theme';" },
      { filename: src('utils/format-date.ts'), code: "import { format } from 'date-fns';" },
      { filename: src('lib/auth.tsx'), code: "import { disconnectSocket } from './socket';" },
      { filename: src('components/ui/icons.tsx'), code: "import type { MenuCard } from '@/content/site';" },
      // Features and route modules are the other rules' business.
      { filename: src('features/chat/components/a.tsx'), code: "import { b } from '@/features/chat/logic/b';" },
      { filename: src('app/app-routes.tsx'), code: "import { X } from '@/features/chat';" },
    ],
    invalid: [
      {
        filename: src('components/theme-toggle.tsx'),
        code: "import { MoonIcon } from '@/features/public-site/components/icons';",
        errors: [{ messageId: 'featureImport', data: { from: 'components', to: 'public-site' } }],
      },
      {
        filename: src('utils/format-date.ts'),
        code: "import { x } from '../features/chat/logic/format-date';",
        errors: [{ messageId: 'featureImport', data: { from: 'utils', to: 'chat' } }],
      },
      { filename: src('lib/auth.tsx'), code: "import { loadAppRoutes } from '@/app/route-preload';", errors: [{ messageId: 'appImport' }] },
      { filename: src('config/env.ts'), code: "export * from '@/features/admin/logic/money';", errors: [{ messageId: 'featureImport' }] },
      { filename: src('content/site.ts'), code: "const page = import('../features/accounts/pages/login-page');", errors: [{ messageId: 'featureImport' }] },
      { filename: src('styles/x.ts'), code: "import '@/features/tickets/tickets.css';", errors: [{ messageId: 'featureImport' }] },
      { filename: src('api/login.ts'), code: "import { MSG } from '@/features/accounts/logic/messages';", errors: [{ messageId: 'featureImport' }] },
    ],
  });
});

describe('eslint.config.js', () => {
  const eslint = new ESLint({ cwd: path.resolve(import.meta.dirname, '../../..') });
  const rulesFor = async (file: string, code: string) =>
    (await eslint.lintText(code, { filePath: file })).flatMap((result) => result.messages.map((m) => m.ruleId));

  it('when shared client code imports a feature, then the client block reports it', async () => {
    expect(await rulesFor('client/src/utils/fixture.ts', "import { x } from '@/features/chat/logic/x';\nexport { x };\n")).toContain(
      'architecture/shared-boundaries',
    );
  });

  it('when a feature imports another feature, then the client block reports it', async () => {
    expect(await rulesFor('client/src/features/users/fixture.ts', "import { x } from '@/features/chat/logic/x';\nexport { x };\n")).toContain(
      'architecture/feature-boundaries',
    );
  });
}, 30_000);
