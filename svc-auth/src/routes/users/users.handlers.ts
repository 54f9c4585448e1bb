import type { Context } from 'hono';
import type { TCurrentUser } from '@gtm/contracts/users';
import { AppError } from '@gtm/service-kit/app-error';
import type { TAppEnv } from '@gtm/service-kit/create-app';
import type { TUserRecord } from './users.model.ts';
import type { TUsersRepository } from './users.repository.ts';

/** The answer of `GET /api/user` for a stored user. */
export const toCurrentUser = (user: TUserRecord): TCurrentUser => ({
  id: user._id.toString(),
  name: user.name,
  fullName: user.name,
  email: user.email,
  user_type: user.user_type,
  isAdmin: user.user_type === 'admin',
  isCandidate: user.user_type === 'candidate',
  role: user.role ?? null,
  company: user.company ?? null,
});

/** `GET /api/user`: 401 when the session names an account that no longer exists (the user is signed out). */
export const currentUser = (users: TUsersRepository) => async (c: Context<TAppEnv>) => {
  const { userId } = c.get('identity');
  const user = userId === undefined ? null : await users.findById(userId);
  if (user === null) throw new AppError('UNAUTHENTICATED', { internalMessage: 'session names no account' });
  return c.json(toCurrentUser(user));
};
