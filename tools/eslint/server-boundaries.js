import path from 'node:path';

const INDEX = /^index(\.[jt]s)?$/;

/**
 * Server architecture rule (STYLE.md): a domain (a folder of server/src other than lib/) is reached from outside
 * only through its index.ts; server/src/lib/ holds cross-cutting code and imports no domain. Top-level files
 * (config, context, services, routes, app) may be imported by anyone, and import domains through index.ts too.
 */
export const serverBoundaries = {
  meta: {
    type: 'problem',
    schema: [],
    messages: {
      domainInternals: '"{{from}}" reaches into the "{{to}}" domain: import "{{to}}/index.js" instead.',
      libImportsDomain: 'server/src/lib/ is shared by every domain and imports none ("{{to}}").',
    },
  },
  create(context) {
    const file = context.filename;
    const marker = `${path.sep}server${path.sep}src${path.sep}`;
    const at = file.lastIndexOf(marker);
    if (at < 0) return {};
    const srcDir = file.slice(0, at + marker.length - 1);
    const ownPath = path.relative(srcDir, file).split(path.sep);
    // A top-level file has no folder of its own.
    const own = ownPath.length > 1 ? ownPath[0] : undefined;
    const from = own ?? ownPath[0];

    const check = (node, source) => {
      if (typeof source !== 'string' || !source.startsWith('.')) return;
      const target = path.relative(srcDir, path.resolve(path.dirname(file), source)).split(path.sep);
      const [to, ...rest] = target;
      if (to === '..' || target.length === 1 || to === 'lib' || to === own) return;
      if (own === 'lib') context.report({ node, messageId: 'libImportsDomain', data: { to } });
      else if (rest.length !== 1 || !INDEX.test(rest[0])) context.report({ node, messageId: 'domainInternals', data: { from, to } });
    };
    return {
      ImportDeclaration: (node) => check(node, node.source.value),
      ImportExpression: (node) => check(node, node.source.value),
      ExportNamedDeclaration: (node) => node.source && check(node, node.source.value),
      ExportAllDeclaration: (node) => check(node, node.source.value),
    };
  },
};
