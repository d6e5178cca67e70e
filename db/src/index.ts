export { connectDatabase, type Database, type DatabaseOptions } from './connect.js';
export { DataDirLockedError } from './data-dir-lock.js';
export { migrateLatest, rollbackAll, migrationSource } from './migrate.js';
export { seedAdmin, BCRYPT_COST, type AdminSeedResult } from '../seeds/admin.js';
