/**
 * The wire format shared by the client and the server: one file per server domain, each with the zod schemas of
 * its requests and responses and the values both sides must agree on. Validation messages stay with each form.
 */
export * from './accounts.js';
export * from './admin.js';
export * from './ai.js';
export * from './chat.js';
export * from './conversation.js';
export * from './deletion-requests.js';
export * from './flashcards.js';
export * from './marketing.js';
export * from './passwords.js';
export * from './preferences.js';
export * from './realtime.js';
export * from './tickets.js';
export * from './tts.js';
export * from './users.js';
export * from './validation.js';
export * from './whatsapp.js';
export * from './data-rights.js';
export * from './pipeline.js';
export * from './flashcards-scheduling.js';
export * from './knowledge.js';
export * from './lead-source.js';
export * from './backups.js';
export * from './message-markdown.js';
export * from './flashcards-sync.js';
export * from './help-centre.js';
export * from './site-content.js';
