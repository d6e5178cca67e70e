import fs from 'node:fs';
import path from 'node:path';

/**
 * File names: `assessoria-<UTC time>-schema<migration timestamp>-app<version>.backup`, so a listing shows when, which
 * database schema and which app version without opening a file. A backup is written under a dot-name ending in
 * `.partial` and renamed only when complete: a crash leaves no file under a finished name.
 */
export const BACKUP_NAME = /^assessoria-(\d{8}T\d{9}Z)-schema(\d{14})-app([0-9A-Za-z.+_-]{1,40})\.backup$/;
export const PARTIAL_SUFFIX = '.partial';

export function backupName(createdAt: Date, schema: string, appVersion: string): string {
  const stamp = createdAt.toISOString().replace(/[-:.]/g, '');
  const schemaStamp = /^(\d{14})/.exec(schema)?.[1] ?? '00000000000000';
  return `assessoria-${stamp}-schema${schemaStamp}-app${appVersion.replace(/[^0-9A-Za-z.+_-]/g, '_')}.backup`;
}

export const partialName = (name: string) => `.${name}${PARTIAL_SUFFIX}`;

/** When the file's name says it was made (it is the database snapshot's time). */
export function createdAtOf(name: string): Date | undefined {
  const stamp = BACKUP_NAME.exec(name)?.[1];
  if (!stamp) return undefined;
  const iso = `${stamp.slice(0, 4)}-${stamp.slice(4, 6)}-${stamp.slice(6, 8)}T${stamp.slice(9, 11)}:${stamp.slice(11, 13)}:${stamp.slice(13, 15)}.${stamp.slice(15, 18)}Z`;
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? undefined : date;
}

let cachedVersion: string | undefined;
/**
 * The nearest package.json above `dir` that declares the workspaces: found by walking up because this module runs
 * from server/src in development and from the server/dist bundle in production, at different depths.
 */
function rootPackage(dir: string): { version?: string } | undefined {
  for (let current = dir; ; current = path.dirname(current)) {
    const file = path.join(current, 'package.json');
    if (fs.existsSync(file)) {
      const pkg = JSON.parse(fs.readFileSync(file, 'utf8')) as { version?: string; workspaces?: unknown };
      if (pkg.workspaces) return pkg;
    }
    if (path.dirname(current) === current) return undefined;
  }
}

/** The app's version, from the root package.json. */
export function appVersion(): string {
  if (cachedVersion) return cachedVersion;
  try {
    cachedVersion = rootPackage(import.meta.dirname)?.version ?? process.env.npm_package_version ?? '0.0.0';
  } catch {
    cachedVersion = process.env.npm_package_version ?? '0.0.0';
  }
  return cachedVersion;
}
