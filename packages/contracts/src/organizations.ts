import { z } from 'zod';
import { Id } from './primitives';

export const Organization = z.object({
  id: Id,
  name: z.string(),
  shortname: z.string(),
  emailDomain: z.string(),
});
export type Organization = z.infer<typeof Organization>;
