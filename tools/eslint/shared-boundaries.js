import { clientImportVisitors } from './client-imports.js';

/** Folders of client/src that hold feature-free code: anything may use them, they use no feature and no route module. */
export const SHARED_DIRS = ['api', 'components', 'config', 'content', 'lib', 'styles', 'utils'];

/**
 * Client architecture rule (STYLE.md): shared code (client/src/components, utils, lib, config, styles, content and
 * the shared fetchers in api) may not import client/src/features/ nor the route modules in client/src/app/.
 * Shared code that needs a feature is either not shared or takes the feature's part as a prop from a route module.
 */
export const sharedBoundaries = {
  meta: {
    type: 'problem',
    schema: [],
    messages: {
      featureImport: 'Código compartilhado (src/{{from}}) não importa features (src/features/{{to}}): receba o que precisar por props.',
      appImport: 'Código compartilhado (src/{{from}}) não importa módulos de rotas (src/app).',
    },
  },
  create(context) {
    const file = context.filename;
    const match = new RegExp(`client[\\\\/]src[\\\\/](${SHARED_DIRS.join('|')})[\\\\/]`).exec(file);
    if (!match) return {};
    const from = match[1];
    const srcDir = file.slice(0, match.index + 'client/src'.length);
    return clientImportVisitors(file, srcDir, (node, [top, name]) => {
      if (top === 'app') context.report({ node, messageId: 'appImport', data: { from } });
      else if (top === 'features') context.report({ node, messageId: 'featureImport', data: { from, to: name ?? '' } });
    });
  },
};
