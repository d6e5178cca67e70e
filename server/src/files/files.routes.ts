import express from 'express';
import type { ArquivoTipo } from '@app/contracts';
import { actorOf, requireUser } from '../lib/auth.js';
import { idParam, parse } from '../lib/validate.js';
import { listFilesQuery } from './files.schemas.js';
import { SLICE_BYTES, type FilesService } from './files.service.js';

/** Types a browser may show inline; anything else (PDFs included) downloads. */
const INLINE: ReadonlySet<ArquivoTipo> = new Set(['imagem', 'audio', 'video']);

function downloadName(nome: string | null, id: number): string {
  return (nome ?? `arquivo-${id}`).replace(/["\\\r\n]/g, '_');
}

/** GET /api/arquivos?userId= (the "Arquivos" list) and GET /api/arquivos/:id (the bytes). */
export function filesRouter(service: FilesService) {
  const router = express.Router();

  router.get('/arquivos', requireUser, async (req, res) => {
    const { userId } = parse(listFilesQuery, req.query);
    res.json({ arquivos: await service.list(actorOf(req), userId) });
  });

  router.get('/arquivos/:id', requireUser, async (req, res) => {
    const id = parse(idParam, req.params.id);
    const { file, read } = await service.open(actorOf(req), id);
    const name = downloadName(file.nome, file.id);
    res.setHeader('Content-Type', file.mime ?? 'application/octet-stream');
    res.setHeader('Content-Length', String(file.tamanho ?? 0));
    res.setHeader(
      'Content-Disposition',
      `${INLINE.has(file.tipo) ? 'inline' : 'attachment'}; filename*=UTF-8''${encodeURIComponent(name)}`,
    );
    res.setHeader('X-Content-Type-Options', 'nosniff');
    // A file someone sent is never a page of ours: no scripts, no plugins, even if a browser tried to render it.
    res.setHeader('Content-Security-Policy', "default-src 'none'; img-src 'self'; media-src 'self'; sandbox");
    res.setHeader('Cache-Control', 'private, max-age=3600');
    const size = file.tamanho ?? 0;
    for (let offset = 0; offset < size; offset += SLICE_BYTES) {
      const chunk = await read(offset, Math.min(SLICE_BYTES, size - offset));
      if (!res.write(chunk)) await new Promise((resolve) => res.once('drain', resolve));
    }
    res.end();
  });

  return router;
}
