import { fileURLToPath } from 'node:url';

/** `@/x` is `client/src/x` (tsconfig `paths` says the same for the type checker); shared by Vite and Vitest. */
export const clientAlias = { '@': fileURLToPath(new URL('./src', import.meta.url)) };
