import { z } from 'zod';

/** Facebook's data deletion requests: the admin's list and the public status page. */

export const DELETION_STATUSES = ['recebida', 'em_andamento', 'concluida'] as const;
export type DeletionStatus = (typeof DELETION_STATUSES)[number];

/** GET /api/deletion-requests (admin): newest first. */
export const deletionRequestSchema = z.object({
  id: z.number(),
  facebook_id: z.string(),
  confirmation_code: z.string(),
  status: z.enum(DELETION_STATUSES),
  /** ISO 8601. */
  recebido_em: z.string(),
  concluido_em: z.string().nullable(),
});
export type DeletionRequest = z.infer<typeof deletionRequestSchema>;

/** GET /api/deletion-status/{code} (public): 404 when no request has that code. */
export const deletionStatusSchema = deletionRequestSchema.omit({ id: true, facebook_id: true });
export type DeletionStatusView = z.infer<typeof deletionStatusSchema>;
