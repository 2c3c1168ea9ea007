import { z } from 'zod';

/** What the error page sends when the user presses Contact Admin (original §2, §7). */
export const bugReportInputSchema = z
  .object({
    message: z.string().trim().min(1, 'The error message is required.').max(5000),
    details: z.string().max(20_000).optional(),
    path: z.string().max(2000).optional(),
    user_agent: z.string().max(500).optional(),
  })
  .strict();
export type BugReportInput = z.infer<typeof bugReportInputSchema>;

export const bugReportCreatedSchema = z.object({ id: z.uuid(), name: z.string(), status: z.string() });
