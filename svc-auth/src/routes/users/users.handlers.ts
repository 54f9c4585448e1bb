import type { Context } from 'hono';
import type { TAccountEvent } from '@gtm/contracts/account-events';
import { AUTH_ANSWERS } from '@gtm/contracts/auth';
import { QUEUES } from '@gtm/contracts/queues';
import type { TAccountSettings, TCurrentUser } from '@gtm/contracts/auth';
import { DEFAULT_NOTIFICATION_SETTINGS, DEFAULT_SECURITY_SETTINGS } from '@gtm/contracts/users';
import type {
  selectCandidateRole,
  updateNotificationSettings,
  updateProfile,
  updateSecuritySettings,
} from '@gtm/contracts/operations/users';
import type { TParsedRequest } from '@gtm/contracts/operation';
import { AppError } from '@gtm/service-kit/app-error';
import { changedFields } from '@gtm/service-kit/audit-trail';
import type { TAuditRecord, TAuditTrail } from '@gtm/service-kit/audit-trail';
import type { TAppEnv } from '@gtm/service-kit/create-app';
import type { TOutbox } from '@gtm/service-kit/outbox';
import { outboxMessage } from '@gtm/service-kit/outbox-messages';
import type { TSessionStore } from '../../sessions/sessions.ts';
import type { TCurrentUserCache } from './current-user-cache.ts';
import type { TUserRecord } from './users.model.ts';
import type { TUserChanges, TUsersRepository } from './users.repository.ts';

/**
 * Account settings are down with Redis (live sessions live there) or when the outbox cannot store an event.
 * Their own words: the user is signed in and saving, not signing in.
 */
const settingsUnavailable = (cause: unknown) =>
  new AppError('UNAVAILABLE', {
    userMessage: 'Your settings could not be saved right now. Please try again in a minute.',
    internalMessage: 'redis unavailable for account settings',
    cause,
  });

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

/** The settings screen's view of a stored user: the schema's defaults fill what an older record lacks. */
export const toAccountSettings = (user: TUserRecord): TAccountSettings => ({
  profile: { name: user.name, email: user.email, company: user.company ?? null, bio: user.bio ?? null },
  notifications: {
    emailNotifications:
      user.notifications?.emailNotifications ?? DEFAULT_NOTIFICATION_SETTINGS.emailNotifications,
    newCandidateAlerts:
      user.notifications?.newCandidateAlerts ?? DEFAULT_NOTIFICATION_SETTINGS.newCandidateAlerts,
    marketingEmails: user.notifications?.marketingEmails ?? DEFAULT_NOTIFICATION_SETTINGS.marketingEmails,
  },
  security: {
    twoFactorEnabled: user.security?.twoFactorEnabled ?? DEFAULT_SECURITY_SETTINGS.twoFactorEnabled,
    sessionTimeout: String(user.security?.sessionTimeout ?? DEFAULT_SECURITY_SETTINGS.sessionTimeout),
  },
});

/** The audited settings of a user, flat, so the audit names `marketingEmails`, not a nested object. */
const auditedSettings = (user: TUserRecord) => {
  const { profile, notifications, security } = toAccountSettings(user);
  return {
    name: profile.name,
    company: profile.company,
    bio: profile.bio,
    ...notifications,
    twoFactorEnabled: security.twoFactorEnabled,
    sessionTimeout: Number(security.sessionTimeout),
  };
};
type TAuditedSetting = keyof ReturnType<typeof auditedSettings>;

/** What the signed-in user's own account routes need. */
export type TUsersDeps = {
  users: TUsersRepository;
  sessions: TSessionStore;
  /** svc-candidates hears of a role selection through it. */
  outbox: TOutbox;
  /** Where an admin's settings changes are recorded (settings.*). */
  audit: TAuditTrail;
  /** `GET /api/user`'s answers, kept until the account changes. */
  currentUsers: TCurrentUserCache;
};

/**
 * The signed-in user's own account: who is signed in, and the account settings of spec section 7 (profile,
 * notifications, security, and a candidate's role).
 */
export const usersHandlers = (deps: TUsersDeps) => {
  const { users, sessions } = deps;

  /** The signed-in account, or 401 when the session names one that no longer exists. */
  const signedInUser = async (c: Context<TAppEnv>) => {
    const { userId } = c.get('identity');
    const user = userId === undefined ? null : await users.findById(userId);
    if (user === null) throw new AppError('UNAUTHENTICATED', { internalMessage: 'session names no account' });
    return user;
  };

  /**
   * Records an admin's change of their own settings with the fields it changed (none changed: nothing is
   * recorded). Other kinds' settings are their own business, not an admin write.
   */
  const audit = async (
    c: Context<TAppEnv>,
    action: TAuditRecord['action'],
    before: TUserRecord,
    after: TUserRecord,
    fields: readonly TAuditedSetting[],
  ) => {
    if (c.get('identity').kind !== 'admin') return;
    const changes = changedFields(auditedSettings(before), auditedSettings(after), fields);
    if (changes.length === 0) return;
    await deps.audit.record(c, {
      action,
      target: { type: 'admin', id: after._id.toString(), label: after.name },
      changes,
    });
  };
  /** The live session takes a change at once; the account is already saved, so a failure is a 503 to retry. */
  const updateSession = async (c: Context<TAppEnv>, changes: Parameters<TSessionStore['update']>[1]) => {
    try {
      await sessions.update(c.get('identity').sessionId, changes);
    } catch (error) {
      throw settingsUnavailable(error);
    }
  };

  const save = async (c: Context<TAppEnv>, changes: TUserChanges) => {
    const { userId } = c.get('identity');
    const user = userId === undefined ? null : await users.update(userId, changes);
    if (user === null) throw new AppError('UNAUTHENTICATED', { internalMessage: 'session names no account' });
    return user;
  };

  return {
    /** `GET /api/user`: 401 when the session names an account that no longer exists (the user is signed out). */
    current: async (c: Context<TAppEnv>) => {
      const { userId } = c.get('identity');
      const user =
        userId === undefined
          ? null
          : await deps.currentUsers.read(userId, async (id) => {
              const found = await users.findById(id);
              return found === null ? null : toCurrentUser(found);
            });
      if (user === null)
        throw new AppError('UNAUTHENTICATED', { internalMessage: 'session names no account' });
      return c.json(user);
    },

    /** `GET /api/user/account-settings`: what the settings screen starts from. */
    read: async (c: Context<TAppEnv>) => c.json(toAccountSettings(await signedInUser(c))),

    /** `PATCH /api/user`: the sign-in e-mail is the account's identity, so it cannot be changed here. */
    profile: async (c: Context<TAppEnv>, { body }: TParsedRequest<typeof updateProfile>) => {
      const current = await signedInUser(c);
      if (body.email !== undefined && body.email !== current.email) {
        throw new AppError('VALIDATION_FAILED', {
          userMessage: AUTH_ANSWERS.emailChangeRefused,
          issues: [{ path: 'email', message: AUTH_ANSWERS.emailChangeRefused }],
        });
      }
      const user = await save(c, {
        name: body.name,
        ...(body.company !== undefined ? { company: body.company || null } : {}),
        ...(body.bio !== undefined ? { bio: body.bio || null } : {}),
      });
      await audit(c, 'settings.profile-updated', current, user, ['name', 'company', 'bio']);
      return c.json({
        success: true,
        message: AUTH_ANSWERS.profileUpdated,
        user: { ...toCurrentUser(user), bio: user.bio ?? null },
      });
    },

    notifications: async (
      c: Context<TAppEnv>,
      { body }: TParsedRequest<typeof updateNotificationSettings>,
    ) => {
      const before = await signedInUser(c);
      const user = await save(c, {
        'notifications.emailNotifications': body.emailNotifications,
        'notifications.newCandidateAlerts': body.newCandidateAlerts,
        'notifications.marketingEmails': body.marketingEmails,
      });
      await audit(c, 'settings.notifications-updated', before, user, [
        'emailNotifications',
        'newCandidateAlerts',
        'marketingEmails',
      ]);
      return c.json({
        success: true,
        message: AUTH_ANSWERS.notificationsUpdated,
        notifications: toAccountSettings(user).notifications,
      });
    },

    /**
     * `PATCH /api/user/security`: a new session timeout also applies to every live session of the user at once.
     * Two-factor's switch is sent as it is: it turns on and off only with a code from the authenticator app
     * (the two-factor operations), so a different value here is refused and nothing is saved.
     */
    security: async (c: Context<TAppEnv>, { body }: TParsedRequest<typeof updateSecuritySettings>) => {
      const before = await signedInUser(c);
      const twoFactorEnabled =
        before.security?.twoFactorEnabled ?? DEFAULT_SECURITY_SETTINGS.twoFactorEnabled;
      if (body.twoFactorEnabled !== twoFactorEnabled) {
        throw new AppError('VALIDATION_FAILED', {
          userMessage: AUTH_ANSWERS.twoFactorSwitchRefused,
          issues: [{ path: 'twoFactorEnabled', message: AUTH_ANSWERS.twoFactorSwitchRefused }],
        });
      }
      const user = await save(c, { 'security.sessionTimeout': body.sessionTimeout });
      try {
        await sessions.updateAllOf(
          user._id.toString(),
          { idleMinutes: body.sessionTimeout },
          c.get('identity').sessionId,
        );
      } catch (error) {
        throw settingsUnavailable(error);
      }
      await audit(c, 'settings.security-updated', before, user, ['sessionTimeout']);
      return c.json({
        success: true,
        message: AUTH_ANSWERS.securityUpdated,
        security: toAccountSettings(user).security,
      });
    },

    /** `POST /api/candidate/role-selection`: the account and the live session get the role. */
    roleSelection: async (
      c: Context<TAppEnv>,
      { body: { role } }: TParsedRequest<typeof selectCandidateRole>,
    ) => {
      const user = await save(c, { role });
      // Stored before the session's change, which needs Redis: with Redis down the event waits in the outbox
      // (the 503 asks for a retry, whose event sets the same role again).
      const at = Date.now();
      const event: TAccountEvent = {
        eventId: `candidate.role-selected.${user._id.toString()}.${at}`,
        type: 'candidate.role-selected',
        userId: user._id.toString(),
        role,
        at,
      };
      await deps.outbox.publish(outboxMessage.accountEvent(QUEUES.accountEvents, event), settingsUnavailable);
      await updateSession(c, { role });
      return c.json({ success: true, message: AUTH_ANSWERS.roleSelected, user: toCurrentUser(user) });
    },
  };
};
