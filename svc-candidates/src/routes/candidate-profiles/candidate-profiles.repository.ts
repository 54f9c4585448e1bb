import { isValidObjectId } from 'mongoose';
import type { Connection, PipelineStage } from 'mongoose';
import type { z } from 'zod';
import { CANDIDATE_STATUSES } from '@gtm/contracts/candidate-profile';
import type { TAeProfile, TSdrProfile } from '@gtm/contracts/candidate-profile';
import type { TPage } from '@gtm/contracts/list-query';
import type { ZCandidateProfilesQuery, ZCandidateUpdate } from '@gtm/contracts/talent';
import { listSort, pageReader } from '@gtm/service-kit/paged-list';
import { normalizeForSearch, searchFieldsOf, searchFilter } from '@gtm/service-kit/text-search';
import { dashboardCountersOn } from '../../dashboard-counters/dashboard-counters.repository.ts';
import { candidateProfileModel, candidateProfileSchema } from './candidate-profiles.model.ts';
import type { TCandidateProfileRecord, TStoredAeProfile, TStoredFile } from './candidate-profiles.model.ts';

/** Spec section 4 defaults of a new profile's settings. */
export const DEFAULT_NOTIFICATIONS = {
  email: true,
  matches: true,
  interviews: true,
  messages: true,
} as const;
export const DEFAULT_PRIVACY = { profilePublic: true, showContact: false } as const;

/** The fields both onboarding forms carry; absent leaves the stored value, '' clears it. */
type TCommonFields = Partial<
  Record<'location' | 'headline' | 'shortBio' | 'phone' | 'linkedinUrl', string | undefined>
>;

export type TOnboardingWrite = {
  common: TCommonFields;
  resume?: TStoredFile;
  headshot?: TStoredFile;
  /** The settings saved before there was a profile: a profile this write creates starts from them. */
  initialSettings?: TInitialSettings;
} & ({ role: 'SDR'; form: TSdrProfile } | { role: 'AE'; form: TAeProfile });

/** Settings a new profile starts from (kept with the account until then). */
export type TInitialSettings = Pick<
  TCandidateProfileRecord,
  'phone' | 'linkedinUrl' | 'location' | 'bio' | 'notifications' | 'privacy'
>;

/**
 * What a profile gets on creation: spec section 4's defaults, or the settings saved before it, without the
 * fields the write itself sets (one update may not name a field twice).
 */
const insertedSettings = (initial: TInitialSettings | undefined, set: Record<string, unknown>) => {
  const texts = initial
    ? {
        phone: initial.phone,
        linkedinUrl: initial.linkedinUrl,
        location: initial.location,
        bio: initial.bio,
      }
    : {};
  return {
    ...Object.fromEntries(Object.entries(texts).filter(([field, value]) => value && !(field in set))),
    notifications: initial?.notifications ?? DEFAULT_NOTIFICATIONS,
    privacy: initial?.privacy ?? DEFAULT_PRIVACY,
  };
};

/** A whole profile as the demo seed writes it: an onboarding write plus its status and dates. */
export type TSeedProfileWrite = TOnboardingWrite & {
  status: TCandidateProfileRecord['status'];
  createdAt: Date;
  updatedAt: Date;
};

export type TSettingsWrite = {
  name: string;
  phone?: string;
  linkedinUrl?: string;
  location?: string;
  bio?: string;
  notifications?: TCandidateProfileRecord['notifications'] | undefined;
  privacy?: TCandidateProfileRecord['privacy'] | undefined;
};

/** Sent fields only, '' stored as null (cleared). */
const definedFields = (fields: Record<string, string | undefined>) =>
  Object.fromEntries(
    Object.entries(fields)
      .filter(([, value]) => value !== undefined)
      .map(([name, value]) => [name, value === '' ? null : value]),
  );

/** spec section 3: the AE submit also carries methodologies, averageACV and the deal walkthrough, derived here. */
export const storedAeProfile = (form: TAeProfile): TStoredAeProfile => ({
  ...form,
  averageACV: form.acvRanges,
  methodologies: [...form.salesMethodologies],
  dealWalkthroughSituation: form.favoriteDeal.situation,
  dealWalkthroughAction: form.favoriteDeal.action,
  dealWalkthroughResult: form.favoriteDeal.result,
});

export type TCandidateProfilesListQuery = z.output<typeof ZCandidateProfilesQuery>;
export type TAdminProfileUpdate = z.output<typeof ZCandidateUpdate>;

/** The list's sort keys as stored: the name sorts by its normalized form. */
const SORT_FIELDS = { createdAt: 'createdAt', name: 'sortName', email: 'email' } as const;

/** The filter of a list query: the status, and the search. */
export const candidateProfilesFilter = (query: TCandidateProfilesListQuery): Record<string, unknown> => ({
  ...(query.status === 'all' ? {} : { status: query.status }),
  ...searchFilter(query.search),
});

/** The sort of a list query, `_id` last so pages never overlap. */
export const candidateProfilesSort = (query: TCandidateProfilesListQuery): Record<string, 1 | -1> => {
  return listSort(SORT_FIELDS[query.sort], query.order);
};

/** The admin list's copy of the account: the shown name (the profile's, else the account's) and e-mail. */
export const profileListFields = (
  record: Pick<TCandidateProfileRecord, 'name' | 'email'>,
  account: { name: string; email: string } | null,
) => {
  const listName = record.name ?? account?.name ?? '';
  const email = account?.email ?? record.email ?? '';
  return { listName, email, sortName: normalizeForSearch(listName), ...searchFieldsOf(listName, email) };
};

type TShape = { filter: Record<string, unknown>; sort: Record<string, 1 | -1> };
const ANY_STATUS = { $in: [...CANDIDATE_STATUSES] };

/**
 * The queries other screens read profiles with (the admin dashboard, the employer portal), each served by a
 * declared index (candidate-profiles.indexes.test.ts). A status `$in` every status turns "since a date" and
 * "newest first" into a scan of the `{ status, createdAt }` index rather than of the collection.
 */
export const candidateProfileQueries = {
  byStatus: (status: (typeof CANDIDATE_STATUSES)[number]): TShape => ({ filter: { status }, sort: {} }),
  createdSince: (since: Date): TShape => ({
    filter: { status: ANY_STATUS, createdAt: { $gte: since } },
    sort: {},
  }),
  newest: (): TShape => ({ filter: { status: ANY_STATUS }, sort: { createdAt: -1 } }),
  ofUsers: (userIds: readonly string[]): TShape => ({
    filter: { userId: { $in: [...new Set(userIds)] } },
    sort: {},
  }),
} as const;
const Q = candidateProfileQueries;

/** What a profile is read without by other screens (`byUserIds`, `profileLookup`): search fields, role forms. */
const VIEW_EXCLUDED = { searchText: 0, searchGrams: 0, sdrProfile: 0, aeProfile: 0 } as const;

/**
 * The stages that join the profile of the candidate whose user id is at `userIdField` (e.g.
 * `'candidateUserId'`) into `as` (an array of none or one), read as `byUserIds` reads it, for another
 * collection's aggregate to read it in the same command (the employer portal's one-pagers). An equality join
 * (`localField`), served by the unique `userId` index (a `let`/`$expr` join scans the profiles per document on
 * the stand-in).
 */
export const profileLookup = (userIdField: string, as: string): PipelineStage[] => [
  {
    $lookup: {
      from: candidateProfileSchema.get('collection') as string,
      localField: userIdField,
      foreignField: 'userId',
      as,
    },
  },
  { $project: Object.fromEntries(Object.keys(VIEW_EXCLUDED).map((field) => [`${as}.${field}`, 0])) },
];

/** A profile as the dashboard lists the newest. */
export type TRecentProfile = Pick<
  TCandidateProfileRecord,
  '_id' | 'userId' | 'name' | 'role' | 'status' | 'createdAt'
>;

const RECENT_FIELDS = { userId: 1, name: 1, role: 1, status: 1, createdAt: 1 } as const;

const isDuplicateKey = (error: unknown) => (error as { code?: number } | null)?.code === 11000;

/**
 * The only code that touches `candidate_profiles`. Every write is one atomic update of one document; a write that
 * creates, deletes or changes the status of a profile counts it on the admin dashboard's counters right after
 * (from the profile the write answered, so a write that changed nothing counts nothing).
 */
export const createCandidateProfilesRepository = async (connection: Connection) => {
  const CandidateProfile = candidateProfileModel(connection);
  const counters = dashboardCountersOn(connection);
  const readPage = pageReader(CandidateProfile);
  // Indexes are built before the first request: a write racing the build fails on the test MongoDB stand-in.
  await CandidateProfile.init();

  const findByUserId = (userId: string) =>
    CandidateProfile.findOne({ userId }).lean<TCandidateProfileRecord>().exec();

  const upsertOnboarding = (userId: string, write: TOnboardingWrite, now: Date) => {
    const set = {
      role: write.role,
      ...(write.role === 'SDR' ? { sdrProfile: write.form } : { aeProfile: storedAeProfile(write.form) }),
      ...definedFields(write.common),
      ...(write.resume ? { resume: write.resume } : {}),
      ...(write.headshot ? { headshot: write.headshot } : {}),
      updatedAt: now,
    };
    return CandidateProfile.findOneAndUpdate(
      { userId },
      {
        $set: set,
        // An AE form names its methodologies and industries again: an admin's earlier edit of them yields.
        ...(write.role === 'AE' ? { $unset: { methodologies: 1, industries: 1 } } : {}),
        $setOnInsert: {
          userId,
          status: 'pending',
          ...insertedSettings(write.initialSettings, set),
          createdAt: now,
        },
      },
      { upsert: true, returnDocument: 'before' },
    )
      .lean<TCandidateProfileRecord>()
      .exec();
  };

  return {
    /**
     * Seeds only (`npm run seed:scale`): inserts prepared documents as they are, unordered, through the driver
     * (no validation or defaults: the seed writes whole documents); a duplicate id fails the batch. Not counted:
     * the seed recounts the dashboard's counters at its end.
     */
    insertManyForSeed: async (docs: Record<string, unknown>[]): Promise<void> => {
      await CandidateProfile.collection.insertMany(docs, { ordered: false });
    },

    findByUserId,

    findById: (id: string) =>
      isValidObjectId(id)
        ? CandidateProfile.findById(id).lean<TCandidateProfileRecord>().exec()
        : Promise.resolve(null),

    /** One page of profiles: search over name and e-mail, a status filter, sorted and paged by the server. */
    async list(query: TCandidateProfilesListQuery): Promise<TPage<TCandidateProfileRecord>> {
      return readPage<TCandidateProfileRecord>(query, {
        filter: candidateProfilesFilter(query),
        sort: candidateProfilesSort(query),
      });
    },

    /**
     * An admin's edit in one atomic update: status, and the location and lists when sent ('' clears the
     * location). Answers the profile before and after, or null when there is no such profile.
     */
    async adminUpdate(id: string, update: TAdminProfileUpdate) {
      if (!isValidObjectId(id)) return null;
      const set: Record<string, unknown> = { status: update.status, updatedAt: new Date() };
      if (update.location !== undefined) set.location = update.location === '' ? null : update.location;
      if (update.methodologies !== undefined) set.methodologies = update.methodologies;
      if (update.industries !== undefined) set.industries = update.industries;
      const before = await CandidateProfile.findByIdAndUpdate(id, { $set: set }, { returnDocument: 'before' })
        .lean<TCandidateProfileRecord>()
        .exec();
      if (!before) return null;
      await counters.counted('candidate', before, { ...before, status: update.status });
      const after = await CandidateProfile.findById(id).lean<TCandidateProfileRecord>().exec();
      return after ? { before, after } : null;
    },

    /** Deletes a profile by its id: the profile as it was, or null when there was none (deleted already). */
    async deleteById(id: string) {
      if (!isValidObjectId(id)) return null;
      const deleted = await CandidateProfile.findByIdAndDelete(id).lean<TCandidateProfileRecord>().exec();
      if (deleted) await counters.counted('candidate', deleted, null);
      return deleted;
    },

    /**
     * Copies the account's name and e-mail onto the candidate's profile for the admin list (no-op without a
     * profile). With the account known the profile counts as synced; without it, the sync takes it up later.
     */
    async refreshListFields(userId: string, account: { name: string; email: string } | null) {
      const record = await findByUserId(userId);
      if (!record) return false;
      // The filter names the candidate: the write announces this candidate's change, not every candidate's.
      await CandidateProfile.updateOne(
        { _id: record._id, userId },
        { $set: { ...profileListFields(record, account), listSynced: account !== null } },
      ).exec();
      return true;
    },

    /** A batch of profiles whose list fields were not taken with the account known, in id order after `after`. */
    needingListSync: async (after: string | null, limit: number) =>
      (
        await CandidateProfile.find(
          { listSynced: { $ne: true }, ...(after ? { _id: { $gt: after } } : {}) },
          { userId: 1 },
        )
          .sort({ _id: 1 })
          .limit(limit)
          .lean<{ _id: { toString(): string }; userId: string }[]>()
          .exec()
      ).map((record) => ({ id: record._id.toString(), userId: record.userId })),

    count: () => CandidateProfile.countDocuments().exec(),

    countByStatus: (status: (typeof CANDIDATE_STATUSES)[number]) =>
      CandidateProfile.countDocuments(Q.byStatus(status).filter).exec(),

    /** How many profiles were created on each UTC day (`YYYY-MM-DD`) since `since` (the dashboard's recount). */
    async createdPerDaySince(since: Date): Promise<Map<string, number>> {
      const rows = await CandidateProfile.aggregate<{ _id: string; count: number }>([
        { $match: Q.createdSince(since).filter },
        {
          $group: { _id: { $dateToString: { format: '%Y-%m-%d', date: '$createdAt' } }, count: { $sum: 1 } },
        },
      ]).exec();
      return new Map(rows.map((row) => [row._id, row.count]));
    },

    /** The newest `limit` profiles, with what the dashboard shows of them. */
    recent(limit: number) {
      const q = Q.newest();
      return CandidateProfile.find(q.filter, RECENT_FIELDS)
        .sort(q.sort)
        .limit(limit)
        .lean<TRecentProfile[]>()
        .exec();
    },

    /** The profiles of these ids (the dashboard's newest), with what it shows of them; unknown ids are left out. */
    recentByIds: (ids: readonly string[]) =>
      CandidateProfile.find({ _id: { $in: ids.filter((id) => isValidObjectId(id)) } }, RECENT_FIELDS)
        .lean<TRecentProfile[]>()
        .exec(),

    /** The profiles of these candidates (user ids), by user id, without the search fields and forms (one query). */
    async byUserIds(userIds: readonly string[]): Promise<Map<string, TCandidateProfileRecord>> {
      if (userIds.length === 0) return new Map();
      const rows = await CandidateProfile.find(Q.ofUsers(userIds).filter)
        .select(VIEW_EXCLUDED)
        .lean<TCandidateProfileRecord[]>()
        .exec();
      return new Map(rows.map((row) => [row.userId, row]));
    },

    /** Deletes a candidate's profile (their account was deleted); false when there was none. */
    async deleteByUserId(userId: string): Promise<boolean> {
      const deleted = await CandidateProfile.findOneAndDelete({ userId })
        .lean<TCandidateProfileRecord>()
        .exec();
      if (deleted) await counters.counted('candidate', deleted, null);
      return deleted !== null;
    },

    /**
     * Writes a whole profile for a candidate who has none (the demo seed): true when this wrote it, false when the
     * candidate had one already (left as it was), whoever else writes at the same moment.
     */
    async createIfAbsent(userId: string, write: TSeedProfileWrite): Promise<boolean> {
      try {
        const result = await CandidateProfile.updateOne(
          { userId },
          {
            $setOnInsert: {
              userId,
              role: write.role,
              status: write.status,
              ...(write.role === 'SDR'
                ? { sdrProfile: write.form }
                : { aeProfile: storedAeProfile(write.form) }),
              ...definedFields(write.common),
              resume: write.resume ?? null,
              headshot: write.headshot ?? null,
              notifications: DEFAULT_NOTIFICATIONS,
              privacy: DEFAULT_PRIVACY,
              createdAt: write.createdAt,
              updatedAt: write.updatedAt,
            },
          },
          { upsert: true },
        ).exec();
        if (result.upsertedCount !== 1) return false;
        await counters.counted('candidate', null, {
          _id: String(result.upsertedId),
          status: write.status,
          createdAt: write.createdAt,
        });
        return true;
      } catch (error) {
        if (isDuplicateKey(error)) return false;
        throw error;
      }
    },

    /**
     * Creates or updates the candidate's profile from an onboarding form in one atomic update (files already
     * stored point the profile at their new keys in the same write). Answers the profile as it was before (null
     * when this created it: what the old files to delete and the 201 are read from) and as it is now. The other
     * role's form is kept, so switching back finds it filled in.
     */
    async saveOnboarding(userId: string, write: TOnboardingWrite) {
      const now = new Date();
      let previous: TCandidateProfileRecord | null;
      try {
        previous = await upsertOnboarding(userId, write, now);
      } catch (error) {
        // Two first submits raced: the unique index let one insert; this one is now an update.
        if (!isDuplicateKey(error)) throw error;
        previous = await upsertOnboarding(userId, write, now);
      }
      const current = await findByUserId(userId);
      if (!current) throw new Error(`candidate profile ${userId} vanished after its write`);
      // Counted as the upsert inserted it (a concurrent edit since counts its own change).
      if (previous === null)
        await counters.counted('candidate', null, { _id: current._id, status: 'pending', createdAt: now });
      return { previous, current };
    },

    /** Saves the settings page's fields; null when the candidate has no profile. */
    async updateSettings(userId: string, settings: TSettingsWrite) {
      const { notifications, privacy, ...texts } = settings;
      return CandidateProfile.findOneAndUpdate(
        { userId },
        {
          $set: {
            ...definedFields(texts),
            ...(notifications ? { notifications } : {}),
            ...(privacy ? { privacy } : {}),
            updatedAt: new Date(),
          },
        },
        { returnDocument: 'after' },
      )
        .lean<TCandidateProfileRecord>()
        .exec();
    },
  };
};
export type TCandidateProfilesRepository = Awaited<ReturnType<typeof createCandidateProfilesRepository>>;
