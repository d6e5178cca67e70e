import express from 'express';
import type { AdminSite, PublicSite } from '@app/contracts';
import { requireRole } from '../lib/auth.js';
import { parse } from '../lib/validate.js';
import { siteContentBody } from './site-content.schemas.js';
import type { SiteContentService } from './site-content.service.js';

/**
 * The advisory's site content: anyone reads the public part (the landing asks on load), admins read and save it in
 * /admin/site. Saves and "Carregar exemplo" are audited (audit/audit.middleware.ts).
 */
export function siteContentRouter(service: SiteContentService) {
  const router = express.Router();
  const adminOnly = requireRole('admin');

  router.get('/site', async (_req, res) => {
    res.json((await service.publicSite()) satisfies PublicSite);
  });

  router.get('/admin/site', adminOnly, async (_req, res) => {
    res.json((await service.adminView()) satisfies AdminSite);
  });

  router.put('/admin/site', adminOnly, async (req, res) => {
    res.json(await service.save(parse(siteContentBody, req.body)));
  });

  router.post('/admin/site/exemplo', adminOnly, async (_req, res) => {
    res.json((await service.loadExample()) satisfies AdminSite);
  });

  return router;
}
