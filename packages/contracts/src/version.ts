import { z } from 'zod';

/** `GET /api/version`: which build answers. */
export const ZVersionInfo = z.object({
  name: z.string(),
  version: z.string(),
  commit: z.string().optional(),
});
export type TVersionInfo = z.infer<typeof ZVersionInfo>;
