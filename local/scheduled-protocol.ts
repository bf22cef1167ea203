// Messages between the local stack and a scheduled function's worker thread.
import { z } from 'zod';

export const scheduledRunSchema = z.object({ id: z.number().int(), event: z.unknown() });
export type ScheduledRun = z.infer<typeof scheduledRunSchema>;

export const scheduledRunResultSchema = z.union([
  z.object({ id: z.number().int(), ok: z.literal(true), result: z.unknown() }),
  z.object({ id: z.number().int(), ok: z.literal(false), error: z.string() }),
]);
export type ScheduledRunResult = z.infer<typeof scheduledRunResultSchema>;
