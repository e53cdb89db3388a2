import { z } from 'zod';
import { LIMITS } from './constants';
import { CurrentUser } from './users';

const required = { error: 'This field is required.' };

export const TokenAuthRequest = z.object({
  username: z.string(required).trim().min(1, 'This field may not be blank.').max(LIMITS.email),
  password: z.string(required).min(1, 'This field may not be blank.').max(LIMITS.password),
});
export type TokenAuthRequest = z.infer<typeof TokenAuthRequest>;

export const TokenRefreshRequest = z.object({
  token: z.string(required).min(1, 'This field may not be blank.').max(4096),
});
export type TokenRefreshRequest = z.infer<typeof TokenRefreshRequest>;

export const TokenAuthResponse = z.object({
  token: z.string(),
  user: CurrentUser,
});
export type TokenAuthResponse = z.infer<typeof TokenAuthResponse>;
