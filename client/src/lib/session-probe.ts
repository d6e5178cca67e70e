/**
 * GET /api/me: the session's user or `{ user: null }`, always 200. Page loads ask this rather than GET /api/user,
 * whose 401 for a logged-out visitor shows as a failed request in the browser console.
 */
export const SESSION_PROBE_URL = '/api/me';
