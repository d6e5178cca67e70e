/**
 * Every route the app declares: listed in the authorization matrix and, when it changes state, in the fuzz
 * tables; then called by every actor, as the matrix says (authorization/matrix.ts).
 *
 * Route discovery: the walk goes down the Express 5 router stack of the app `startTestApp()` builds
 * (`app.router.stack`, recursing into nested routers). router@2 compiles mount paths into matchers but keeps the
 * original string in `layer.rawPath`, so full paths like `/api/decks/:id` are recovered exactly; a router mounted on
 * a RegExp or an array makes the walk throw rather than silently drop routes. As a cross-check, the /api and
 * /webhook routes found that way must equal the routes of `apiRouter(ctx)` / `webhookRouter(ctx)` from
 * server/src/routes.ts walked on their own. The fuzz tables are checked here too: this file already starts the app.
 */
import { describe, expect, it } from 'vitest';
import { apiRouter, webhookRouter } from '../../src/routes.js';
import { appRoutes, MUTATING, routeKey, routerRoutes } from './support.js';
import { rowKey } from './authorization/matrix.js';
import { describeMatrix, useMatrixApp } from './authorization/run-matrix.js';
import { ACCOUNT_ROWS } from './authorization/accounts.rows.js';
import { ADMIN_ROWS } from './authorization/admin.rows.js';
import { CHAT_ROWS } from './authorization/chat.rows.js';
import { FLASHCARD_ROWS } from './authorization/flashcards.rows.js';
import { TICKET_ROWS } from './authorization/tickets.rows.js';
import { WHATSAPP_ROWS } from './authorization/whatsapp.rows.js';
import { DATA_RIGHTS_ROWS } from './authorization/data-rights.rows.js';
import { PIPELINE_ROWS } from './authorization/pipeline.rows.js';
import { KNOWLEDGE_ROWS } from './authorization/knowledge.rows.js';
import { BACKUP_ROWS } from './authorization/backups.rows.js';
import { HELP_CENTRE_ROWS } from './authorization/help-centre.rows.js';
import { SITE_CONTENT_ROWS } from './authorization/site-content.rows.js';
import { targetKey } from './fuzz/target.js';
import { ACCOUNT_TARGETS } from './fuzz/accounts.targets.js';
import { ADMIN_TARGETS } from './fuzz/admin.targets.js';
import { CHAT_TARGETS } from './fuzz/chat.targets.js';
import { FLASHCARD_TARGETS } from './fuzz/flashcards.targets.js';
import { TICKET_TARGETS } from './fuzz/tickets.targets.js';
import { WHATSAPP_TARGETS } from './fuzz/whatsapp.targets.js';
import { DATA_RIGHTS_TARGETS } from './fuzz/data-rights.targets.js';
import { PIPELINE_TARGETS } from './fuzz/pipeline.targets.js';
import { KNOWLEDGE_TARGETS } from './fuzz/knowledge.targets.js';
import { BACKUP_TARGETS } from './fuzz/backups.targets.js';
import { SITE_CONTENT_TARGETS } from './fuzz/site-content.targets.js';
import { HELP_CENTRE_TARGETS } from './fuzz/help-centre.targets.js';

const MATRIX_BY_DOMAIN = {
  'accounts and passwords': ACCOUNT_ROWS,
  'chat, assistant and speech': CHAT_ROWS,
  flashcards: FLASHCARD_ROWS,
  'data deletion, user management and marketing': ADMIN_ROWS,
  'staff inbox and WhatsApp': TICKET_ROWS,
  'two-way WhatsApp and files': WHATSAPP_ROWS,
  'LGPD data rights and audit trail': DATA_RIGHTS_ROWS,
  'admissions pipeline': PIPELINE_ROWS,
  'knowledge base': KNOWLEDGE_ROWS,
  backups: BACKUP_ROWS,
  'public help centre': HELP_CENTRE_ROWS,
  'site content': SITE_CONTENT_ROWS,
};
const AUTHORIZATION_MATRIX = Object.values(MATRIX_BY_DOMAIN).flat();
const FUZZ_TARGETS = [
  ...ACCOUNT_TARGETS,
  ...CHAT_TARGETS,
  ...FLASHCARD_TARGETS,
  ...ADMIN_TARGETS,
  ...TICKET_TARGETS,
  ...WHATSAPP_TARGETS,
  ...DATA_RIGHTS_TARGETS,
  ...PIPELINE_TARGETS,
  ...KNOWLEDGE_TARGETS,
  ...BACKUP_TARGETS,
  ...SITE_CONTENT_TARGETS,
  ...HELP_CENTRE_TARGETS,
];

const matrix = useMatrixApp();

describe('route coverage', () => {
  it('when the router is walked, then every route has a matrix row and every row a route and a request', () => {
    const { app, ctx } = matrix.app;
    const walked = appRoutes(app);
    const routed = new Set(walked.map(routeKey));
    const listed = new Set(AUTHORIZATION_MATRIX.map(routeKey));
    expect(walked.length).toBeGreaterThan(30);
    expect(
      [...routed].filter((k) => !listed.has(k)),
      'routes without a matrix row',
    ).toEqual([]);
    expect(
      [...listed].filter((k) => !routed.has(k)),
      'matrix rows for routes that do not exist',
    ).toEqual([]);

    // Cross-check of the prefix recovery: the same routes, walked from the routers routes.ts builds.
    const fromRoutersTs = [...routerRoutes(apiRouter(ctx), '/api'), ...routerRoutes(webhookRouter(ctx), '/webhook')].map(
      routeKey,
    );
    // Meta's inbound webhook is mounted by app.ts itself, outside the session stack (whatsappInboundRouter).
    expect(fromRoutersTs.sort()).toEqual(
      walked
        .filter((r) => /^\/(api|webhook)\//.test(r.path) && !r.path.startsWith('/webhook/whatsapp'))
        .map(routeKey)
        .sort(),
    );

    const keys = AUTHORIZATION_MATRIX.map(rowKey);
    expect(new Set(keys).size, 'duplicate cases').toBe(keys.length);
    // A row without a request calls its bare path, which cannot fill an id.
    expect(
      AUTHORIZATION_MATRIX.filter((row) => !row.request && row.path.includes(':')).map(rowKey),
      'rows without a request',
    ).toEqual([]);
  });

  it('when the router is walked, then every mutating route has a fuzz entry and every entry a route', () => {
    const mutating = appRoutes(matrix.app.app)
      .filter((r) => MUTATING.has(r.method))
      .map(routeKey);
    const keys = FUZZ_TARGETS.map(targetKey);
    expect(mutating.length).toBeGreaterThan(15);
    expect(
      mutating.filter((k) => !keys.includes(k)),
      'mutating routes without a fuzz entry',
    ).toEqual([]);
    expect(
      keys.filter((k) => !mutating.includes(k)),
      'fuzz entries without a route',
    ).toEqual([]);
    expect(new Set(keys).size, 'duplicate fuzz entries').toBe(keys.length);
  });
});

describeMatrix(matrix, MATRIX_BY_DOMAIN);
