import express, { type RequestHandler } from 'express';
import multer from 'multer';
import { SITE_PHOTO_MAX_BYTES, type AdminSite, type PublicSite, type SitePhoto } from '@app/contracts';
import { requireRole } from '../lib/auth.js';
import { HttpError } from '../lib/errors.js';
import { idParam, parse } from '../lib/validate.js';
import { photoUploadQuery, siteContentBody } from './site-content.schemas.js';
import type { SiteContentService } from './site-content.service.js';

const PHOTO_FIELD = 'arquivo';
const PHOTO_MISSING = `Envie a foto no campo "${PHOTO_FIELD}".`;

/** One photo in the `arquivo` field, held in memory (at most 5 MB); multer's failures become Portuguese 400s. */
function photoUpload(): RequestHandler {
  const upload = multer({
    storage: multer.memoryStorage(),
    limits: { fileSize: SITE_PHOTO_MAX_BYTES, files: 1, fields: 5, parts: 6 },
  }).single(PHOTO_FIELD);
  return (req, res, next) => {
    upload(req, res, (error: unknown) => {
      if (!error) return next();
      if (error instanceof multer.MulterError && error.code === 'LIMIT_FILE_SIZE') {
        return next(new HttpError(400, `Foto grande demais: envie uma de até ${SITE_PHOTO_MAX_BYTES / 1024 / 1024} MB.`));
      }
      if (error instanceof multer.MulterError && error.code === 'LIMIT_UNEXPECTED_FILE') {
        return next(new HttpError(400, PHOTO_MISSING));
      }
      // busboy's own parse errors are plain Errors without a status: the body was malformed, not the server.
      next(new HttpError(400, 'Envio de arquivo inválido.'));
    });
  };
}

/**
 * The advisory's site content: anyone reads the public part (the landing asks on load) and its photos, admins read and
 * save it in /admin/site and upload photos. Saves, "Carregar exemplo" and uploads are audited (audit/audit.middleware.ts).
 */
export function siteContentRouter(service: SiteContentService) {
  const router = express.Router();
  const adminOnly = requireRole('admin');

  router.get('/site', async (_req, res) => {
    res.json((await service.publicSite()) satisfies PublicSite);
  });

  router.get('/site/fotos/:id', async (req, res) => {
    const photo = await service.photo(parse(idParam, req.params.id));
    const etag = `"${photo.sha256}"`;
    // A photo never changes (a new upload is a new id): browsers and proxies keep it for a year.
    res.setHeader('Cache-Control', 'public, max-age=31536000, immutable');
    res.setHeader('ETag', etag);
    res.setHeader('X-Content-Type-Options', 'nosniff');
    if (req.headers['if-none-match'] === etag) {
      res.status(304).end();
      return;
    }
    res.type(photo.mime).send(photo.conteudo);
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

  // The kind is checked before the upload is read: a wrong one costs no buffering.
  const checkKind: RequestHandler = (req, _res, next) => {
    parse(photoUploadQuery, req.query);
    next();
  };
  router.post('/admin/site/fotos', adminOnly, checkKind, photoUpload(), async (req, res) => {
    const { tipo } = parse(photoUploadQuery, req.query);
    if (!req.file) throw new HttpError(400, PHOTO_MISSING);
    res.status(201).json((await service.uploadPhoto(req.file.buffer, tipo)) satisfies SitePhoto);
  });

  return router;
}
