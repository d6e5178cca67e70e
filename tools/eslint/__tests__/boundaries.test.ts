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
      { filename: src('features/users/pages/a.tsx'), code: "import { preloadAppRoute } from '@/app/route-preload';", errors: [{ messageId: 'appImport' }] },
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
      { filename: src('app/route-objects.tsx'), code: "import { X } from '@/features/chat';" },
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
      { filename: src('lib/auth.tsx'), code: "import { loadScreen } from '@/app/screens';", errors: [{ messageId: 'appImport' }] },
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

  it('when a file other than the route objects declares routes, then the one-route-table block reports it', async () => {
    const declaring = "import { Route, Routes } from 'react-router-dom';\nexport const x = [Route, Routes];\n";
    expect(await rulesFor('client/src/features/users/fixture.tsx', declaring)).toContain('@typescript-eslint/no-restricted-imports');
    expect(await rulesFor('client/src/app/fixture.tsx', "import { createBrowserRouter } from 'react-router-dom';\nexport const x = createBrowserRouter;\n")).toContain(
      '@typescript-eslint/no-restricted-imports',
    );
    expect(await rulesFor('client/src/app/route-objects.tsx', declaring)).not.toContain('@typescript-eslint/no-restricted-imports');
    expect(await rulesFor('client/src/features/users/fixture.tsx', "import { Link } from 'react-router-dom';\nexport const x = Link;\n")).not.toContain(
      '@typescript-eslint/no-restricted-imports',
    );
  });

  it('when the entry chunk or a public-host page imports the router, then the client block reports it', async () => {
    const link = "import { Link } from 'react-router-dom';\nexport const x = Link;\n";
    expect(await rulesFor('client/src/app/screens.ts', link)).toContain('@typescript-eslint/no-restricted-imports');
    expect(await rulesFor('client/src/features/public-site/components/fixture.tsx', link)).toContain('@typescript-eslint/no-restricted-imports');
    expect(await rulesFor('client/src/app/routes/landing-route.tsx', link)).toContain('@typescript-eslint/no-restricted-imports');
  });

  it('when a feature imports another feature, then the client block reports it', async () => {
    expect(await rulesFor('client/src/features/users/fixture.ts', "import { x } from '@/features/chat/logic/x';\nexport { x };\n")).toContain(
      'architecture/feature-boundaries',
    );
  });
}, 30_000);
