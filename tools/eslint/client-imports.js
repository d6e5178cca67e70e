import path from 'node:path';

/**
 * Shared by the client boundary rules: calls `onTarget(node, [top, name])` for every import, re-export and dynamic
 * import of a file, with the target's path below client/src split into its first two segments (`@/x` and relative
 * specifiers alike; packages are skipped).
 */
export function clientImportVisitors(file, srcDir, onTarget) {
  const check = (node, source) => {
    if (typeof source !== 'string') return;
    let target;
    if (source.startsWith('@/')) target = path.normalize(source.slice(2));
    else if (source.startsWith('.')) target = path.relative(srcDir, path.resolve(path.dirname(file), source));
    else return;
    onTarget(node, target.split(path.sep));
  };
  return {
    ImportDeclaration: (node) => check(node, node.source.value),
    ImportExpression: (node) => check(node, node.source.value),
    ExportNamedDeclaration: (node) => node.source && check(node, node.source.value),
    ExportAllDeclaration: (node) => check(node, node.source.value),
  };
}
