/** Fuzz targets: the public help centre (anyone). */
import type { FuzzTarget } from './target.js';

export const HELP_CENTRE_TARGETS: readonly FuzzTarget[] = [
  { method: 'POST', path: '/api/duvidas/:slug/avaliacao', as: 'anonymous', ids: () => ({ slug: 'custos' }), valid: () => ({ util: true }) },
];
