import { randomUUID } from 'node:crypto';
import type { Context } from 'hono';
import { ZAeProfileInput, ZSdrProfileInput } from '@gtm/contracts/candidate-profile';
import type {
  TAeProfile,
  TCandidateSettings,
  TCandidateSettingsView,
  TSdrProfile,
} from '@gtm/contracts/candidate-profile';
import type * as operations from '@gtm/contracts/operations/candidate-profiles';
import { AppError } from '@gtm/service-kit/app-error';
import type { TAppEnv } from '@gtm/service-kit/create-app';
import type { TOperationHandler } from '@gtm/service-kit/operations';
import type { TOutbox } from '@gtm/service-kit/outbox';
import { outboxMessage } from '@gtm/service-kit/outbox-messages';
import type { TAccountSettings } from '../candidate-accounts/candidate-accounts.model.ts';
import type { TCandidateAccountsRepository } from '../candidate-accounts/candidate-accounts.repository.ts';
import type { TFileStore } from '../../storage/file-store.ts';
import { toProfileAnswer } from './candidate-profile-answer.ts';
import { profileReadOf } from './candidate-profile-cache.ts';
import type { TCandidateProfileCache, TCandidateProfileRead } from './candidate-profile-cache.ts';
import type { TCandidateProfileRecord, TStoredFile } from './candidate-profiles.model.ts';
import { DEFAULT_NOTIFICATIONS, DEFAULT_PRIVACY } from './candidate-profiles.repository.ts';
import type { TCandidateProfilesRepository } from './candidate-profiles.repository.ts';
import { FILE_PARTS, readOnboardingForm } from './onboarding-form.ts';
import type { TFilePart } from './onboarding-form.ts';

/** What the candidate profile handlers need. */
export type TCandidateProfilesDeps = {
  profiles: TCandidateProfilesRepository;
  accounts: TCandidateAccountsRepository;
  files: TFileStore;
  /** A name saved on the settings page becomes the account's name in svc-auth through an event published here. */
  outbox: TOutbox;
  /** The candidates' own profile reads kept in memory, dropped on every write to their profile or account. */
  profileReads: TCandidateProfileCache;
};

export const FILES_NOT_STORED = 'Your files could not be stored. Please try again.';
export const SETTINGS_SAVED = 'Your settings have been updated successfully.';
export const EMAIL_NOT_CHANGEABLE = 'Your email address cannot be changed here.';
export const SETTINGS_UNAVAILABLE =
  'Your settings could not be saved right now. Please try again in a minute.';

/** The signed-in candidate's user id (the gateway's signed identity decides whose profile it is, nothing else). */
const candidateId = (c: Context<TAppEnv>) => {
  const { userId } = c.get('identity');
  if (!userId) throw new AppError('UNAUTHENTICATED');
  return userId;
};

const accountOf = async (deps: TCandidateProfilesDeps, userId: string) => {
  const account = await deps.accounts.findById(userId);
  return account ? { name: account.name, email: account.email } : null;
};

/** The settings could not be stored with their event (MongoDB refused the outbox row). */
const settingsUnavailable = (cause: unknown) =>
  new AppError('UNAVAILABLE', {
    userMessage: SETTINGS_UNAVAILABLE,
    internalMessage: 'candidate.name-changed not stored',
    cause,
  });

/** Deletes objects without failing the request; what could not be deleted is logged (an orphan, never a loss). */
const deleteQuietly = async (c: Context<TAppEnv>, files: TFileStore, keys: readonly string[]) => {
  await Promise.all(
    keys.map((key) =>
      files.delete(key).catch((error: unknown) => {
        c.get('log').warn({ err: error, key }, 'could not delete an S3 object (left orphaned)');
      }),
    ),
  );
};

/**
 * Keeps the admin lists' copies in step with a profile write: the profile's copy of the account's name and
 * e-mail, and the account's "has a profile" mark (the registration is complete).
 */
const syncAdminLists = async (
  deps: TCandidateProfilesDeps,
  userId: string,
  account: { name: string; email: string } | null,
) => {
  await deps.profiles.refreshListFields(userId, account);
  await deps.accounts.setHasProfile(userId, true);
};

/** The account is not (yet) known here: the registration's event has not arrived. */
const accountUnknown = (userId: string) =>
  new AppError('UNAVAILABLE', {
    userMessage: SETTINGS_UNAVAILABLE,
    internalMessage: `candidate account ${userId} not known yet`,
  });

/** What the settings page shows: the profile's values, else those kept with the account, else the defaults. */
const settingsViewOf = (
  account: { name: string; email: string; settings?: TAccountSettings | null },
  profile: TCandidateProfileRecord | null,
): TCandidateSettingsView => {
  const kept = profile ?? account.settings;
  return {
    name: profile?.name ?? account.name,
    email: account.email,
    phone: kept?.phone ?? null,
    linkedinUrl: kept?.linkedinUrl ?? null,
    location: kept?.location ?? null,
    bio: kept?.bio ?? null,
    notifications: { ...DEFAULT_NOTIFICATIONS, ...kept?.notifications },
    privacy: { ...DEFAULT_PRIVACY, ...kept?.privacy },
  };
};

/** The signed-in candidate's own profile: read, onboarding submits (with uploads) and settings. */
export const candidateProfilesHandlers = (deps: TCandidateProfilesDeps) => {
  /** The candidate's own profile as answered (null: none yet), from the profile and the account read together. */
  const loadProfileRead = async (userId: string): Promise<TCandidateProfileRead> => {
    const [record, account] = await Promise.all([
      deps.profiles.findByUserId(userId),
      accountOf(deps, userId),
    ]);
    return profileReadOf(record ? await toProfileAnswer(record, account, deps.files) : null);
  };

  /**
   * `GET /api/user/candidate-profile`: the signed-in candidate's profile, with signed links to its files, or 204
   * before onboarding (every candidate screen asks, so "no profile yet" is an answer, not a failed request). Kept
   * in memory per candidate until a write to their profile or account (by any process) announces a change.
   */
  const get: TOperationHandler<typeof operations.getOwnCandidateProfile> = async (c) => {
    const userId = candidateId(c);
    const { json } = await deps.profileReads.read(userId, () => loadProfileRead(userId));
    if (json === null) return c.body(null, 204);
    return c.body(json, 200, { 'content-type': 'application/json' });
  };

  /**
   * `POST /api/candidate/onboarding/{sdr,ae}`: reads the multipart body as it streams (data validated, files
   * checked by their bytes), stores each new file under a fresh key, and only then points the profile at the new
   * keys in one atomic update; the replaced objects are deleted afterwards. If S3 fails, the objects this request
   * wrote are deleted and the profile is not touched: the previous profile and files stay as they were.
   */
  const submitOnboarding =
    (role: 'SDR' | 'AE') =>
    async (c: Context<TAppEnv>): Promise<Response> => {
      const userId = candidateId(c);
      const { form, files, cleanup } =
        role === 'SDR'
          ? await readOnboardingForm(c, ZSdrProfileInput)
          : await readOnboardingForm(c, ZAeProfileInput);
      try {
        const parts = FILE_PARTS.flatMap((part) => {
          const file = files[part];
          return file
            ? [{ part, file, key: `candidates/${userId}/${part}/${randomUUID()}.${file.extension}` }]
            : [];
        });
        const puts = await Promise.allSettled(parts.map(({ key, file }) => deps.files.putFile(key, file)));
        const newKeys = parts.map(({ key }) => key);
        const failed = puts.find((put) => put.status === 'rejected');
        if (failed) {
          await deleteQuietly(c, deps.files, newKeys);
          throw new AppError('BAD_GATEWAY', {
            userMessage: FILES_NOT_STORED,
            internalMessage: 'storing an upload in S3 failed',
            cause: failed.reason,
          });
        }
        const stored: Partial<Record<TFilePart, TStoredFile>> = {};
        for (const { part, file, key } of parts) {
          stored[part] = { key, contentType: file.contentType, bytes: file.bytes };
        }

        const { location, headline, shortBio, phone, linkedinUrl } = form;
        const common = { location, headline, shortBio, phone, linkedinUrl };
        // A first profile starts from the settings saved before it (notifications, privacy, contact fields).
        const savedSettings = (await deps.accounts.findById(userId))?.settings ?? null;
        let saved;
        try {
          saved = await deps.profiles.saveOnboarding(userId, {
            ...(role === 'SDR' ? { role, form: form as TSdrProfile } : { role, form: form as TAeProfile }),
            common,
            ...stored,
            ...(savedSettings ? { initialSettings: savedSettings } : {}),
          });
        } catch (error) {
          // The write may have landed before the failure (a lost answer): delete only what the profile does not
          // point at, and nothing when that cannot be read (an orphan is harmless, a dangling key is not).
          const referenced = await deps.profiles.findByUserId(userId).then(
            (record) => FILE_PARTS.flatMap((part) => record?.[part]?.key ?? []),
            () => null,
          );
          if (referenced) {
            await deleteQuietly(
              c,
              deps.files,
              newKeys.filter((key) => !referenced.includes(key)),
            );
          } else {
            c.get('log').warn({ keys: newKeys }, 'profile unreadable after a failed write: new objects kept');
          }
          throw error;
        }
        const { previous, current } = saved;
        const replaced = FILE_PARTS.flatMap((part) => {
          const old = previous?.[part]?.key;
          return stored[part] && old && old !== stored[part].key ? [old] : [];
        });
        await deleteQuietly(c, deps.files, replaced);

        const created = previous === null;
        c.get('log').info({ userId, role, created, files: Object.keys(stored) }, 'candidate profile saved');
        const account = await accountOf(deps, userId);
        await syncAdminLists(deps, userId, account);
        const profile = await toProfileAnswer(current, account, deps.files);
        return c.json({ success: true as const, created, profile }, created ? 201 : 200);
      } finally {
        await cleanup();
      }
    };

  const submitSdr: TOperationHandler<typeof operations.submitSdrOnboarding> = submitOnboarding('SDR');

  const submitAe: TOperationHandler<typeof operations.submitAeOnboarding> = submitOnboarding('AE');

  /** `GET /api/user/settings`: the settings page's values, whether or not the candidate has a profile yet. */
  const getSettings: TOperationHandler<typeof operations.getCandidateSettings> = async (c) => {
    const userId = candidateId(c);
    const [account, profile] = await Promise.all([
      deps.accounts.findById(userId),
      deps.profiles.findByUserId(userId),
    ]);
    if (!account) throw accountUnknown(userId);
    return c.json(settingsViewOf(account, profile), 200);
  };

  /**
   * `PATCH /api/user/settings`: saves the settings page. The e-mail is the sign-in identity: it may be sent (the
   * form shows it) but not changed here. With a profile the values are stored on it; without one they are kept
   * with the account and become the profile's when onboarding creates it. The name is the account's (and the
   * profile's), then sent to svc-auth (`candidate.name-changed`), which sets the account's name (`GET /api/user`,
   * the header) once its worker has it. Every save sends it, changed or not: a save whose event could not be
   * published answers 503, and the retry the message asks for publishes it. The event's time is the write's, so
   * svc-auth keeps the newest name.
   */
  const updateSettings: TOperationHandler<typeof operations.updateCandidateSettings> = async (
    c,
    { body },
  ) => {
    const userId = candidateId(c);
    const settings: TCandidateSettings = body;
    const account = await deps.accounts.findById(userId);
    if (settings.email !== undefined && settings.email !== (account?.email ?? settings.email)) {
      throw new AppError('VALIDATION_FAILED', {
        userMessage: EMAIL_NOT_CHANGEABLE,
        issues: [{ path: 'email', message: EMAIL_NOT_CHANGEABLE }],
      });
    }
    const write = {
      name: body.name,
      phone: body.phone,
      linkedinUrl: body.linkedinUrl,
      location: body.location,
      bio: body.bio,
      notifications: body.notifications,
      privacy: body.privacy,
    };
    let record = await deps.profiles.updateSettings(userId, write);
    let savedAt: Date;
    if (record) {
      savedAt = record.updatedAt;
    } else {
      if (!account) throw accountUnknown(userId);
      const kept = settingsViewOf(account, null);
      const text = (value: string | undefined, stored: string | null) =>
        value === undefined ? stored : value === '' ? null : value;
      savedAt = new Date();
      const saved = await deps.accounts.saveSettings(userId, {
        phone: text(body.phone, kept.phone),
        linkedinUrl: text(body.linkedinUrl, kept.linkedinUrl),
        location: text(body.location, kept.location),
        bio: text(body.bio, kept.bio),
        notifications: body.notifications ?? kept.notifications,
        privacy: body.privacy ?? kept.privacy,
        updatedAt: savedAt,
      });
      if (!saved) throw accountUnknown(userId);
      // An onboarding that created the profile meanwhile read the account before this write: the profile too.
      record = await deps.profiles.updateSettings(userId, write);
      if (record) savedAt = record.updatedAt;
    }
    const name = record?.name ?? body.name;
    await deps.accounts.renamed(userId, name);
    const owner = account ? { name, email: account.email } : null;
    await deps.profiles.refreshListFields(userId, owner);
    // Its id is the save's (the account and the time of the write): a replay of this save stores it once.
    await deps.outbox.publish(
      outboxMessage.authAccountEvent({
        eventId: `candidate.name-changed.${userId}.${savedAt.getTime()}`,
        type: 'candidate.name-changed',
        userId,
        name,
        at: savedAt.getTime(),
      }),
      settingsUnavailable,
    );
    const current = await deps.accounts.findById(userId);
    return c.json(
      {
        success: true as const,
        message: SETTINGS_SAVED,
        settings: settingsViewOf(current ?? { name, email: account?.email ?? '' }, record),
        profile: record ? await toProfileAnswer(record, owner, deps.files) : null,
      },
      200,
    );
  };

  return { get, submitSdr, submitAe, getSettings, updateSettings };
};
