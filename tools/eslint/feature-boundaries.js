import path from 'node:path';
import { clientImportVisitors } from './client-imports.js';

/**
 * Client architecture rule (STYLE.md): a file under client/src/features/<name>/ may not import another
 * feature, nor the route modules in client/src/app/. Only route modules compose features.
 */
export const featureBoundaries = {
  meta: {
    type: 'problem',
    schema: [],
    messages: {
      crossFeature: 'A feature "{{from}}" não importa a feature "{{to}}": componha as duas num módulo de rotas (src/app).',
      appImport: 'Features não importam módulos de rotas (src/app).',
    },
  },
  create(context) {
    const file = context.filename;
    const match = /client[\\/]src[\\/]features[\\/]([^\\/]+)[\\/]/.exec(file);
    if (!match) return {};
    const feature = match[1];
    const srcDir = file.slice(0, file.indexOf(`${path.sep}features${path.sep}`));
    return clientImportVisitors(file, srcDir, (node, [top, name]) => {
      if (top === 'app') context.report({ node, messageId: 'appImport' });
      else if (top === 'features' && name && name !== feature) {
        context.report({ node, messageId: 'crossFeature', data: { from: feature, to: name } });
      }
    });
  },
};
