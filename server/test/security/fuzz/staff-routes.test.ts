/**
 * Bad input on the routes staff call and on Facebook's data deletion callback, then the pinned regressions. These run
 * here rather than beside the student routes they mostly touch because this file is the shorter one: with the
 * matrix, it keeps vitest's second worker as busy as the first.
 */
import { describeFuzz, useFuzzApp } from './run-fuzz.js';
import { describeRegressions } from './regressions.js';
import { ADMIN_TARGETS } from './admin.targets.js';
import { TICKET_TARGETS } from './tickets.targets.js';
import { WHATSAPP_TARGETS } from './whatsapp.targets.js';
import { KNOWLEDGE_TARGETS } from './knowledge.targets.js';
import { BACKUP_TARGETS } from './backups.targets.js';
import { SITE_CONTENT_TARGETS } from './site-content.targets.js';

const fuzz = useFuzzApp();

describeFuzz(fuzz, {
  'user management, data deletion and marketing': ADMIN_TARGETS,
  'staff inbox and WhatsApp': TICKET_TARGETS,
  'two-way WhatsApp and the inbound webhook': WHATSAPP_TARGETS,
  'knowledge base and content gap': KNOWLEDGE_TARGETS,
  backups: BACKUP_TARGETS,
  'site content': SITE_CONTENT_TARGETS,
});
describeRegressions(fuzz);
