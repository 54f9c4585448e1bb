import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import type { Connection } from 'mongoose';
import {
  SALARY_RANGES,
  WORK_PREFERENCES,
  ZAeProfileInput,
  ZSdrProfileInput,
} from '@gtm/contracts/candidate-profile';
import { DEMO_CANDIDATES } from '@gtm/contracts/users';
import type { TLogger } from '@gtm/service-kit/logger';
import { runDemoSeed } from '@gtm/service-kit/seed';
import type { TSeeder } from '@gtm/service-kit/seed';
import type { TCandidateAccountsRepository } from '../routes/candidate-accounts/candidate-accounts.repository.ts';
import { draftFromProfile } from '../routes/one-pagers/one-pager-draft.ts';
import type { TOnePagersRepository } from '../routes/one-pagers/one-pagers.repository.ts';
import type { TTalentCombinesRepository } from '../routes/talent-combines/talent-combines.repository.ts';
import type { TStoredFile } from '../routes/candidate-profiles/candidate-profiles.model.ts';
import type {
  TCandidateProfilesRepository,
  TSeedProfileWrite,
} from '../routes/candidate-profiles/candidate-profiles.repository.ts';
import type { TFileStore } from '../storage/file-store.ts';
import { initialsAvatarPng, resumePdf } from './demo-files.ts';
import type { TResumeSection } from './demo-files.ts';
import { DEMO_PROFILES } from './demo-profiles.ts';
import type { TDemoProfile } from './demo-profiles.ts';

const HOUR_MS = 3600 * 1000;

/** The demo candidates that get a profile (the others are the incomplete registrations). */
export const DEMO_PROFILE_CANDIDATES = DEMO_CANDIDATES.filter((candidate) => candidate.status !== null);

/** Where a demo candidate's files live: fixed keys under the candidate's prefix, so a second write is the same. */
export const demoFileKeys = (userId: string) => ({
  resume: `candidates/${userId}/resume/demo-resume.pdf`,
  headshot: `candidates/${userId}/headshot/demo-headshot.png`,
});

/** A demo candidate's account as svc-candidates recorded it from svc-auth's events. */
export type TDemoAccount = { userId: string; email: string; name: string; createdAt: Date };

/**
 * Reads svc-candidates' record of candidate accounts (filled from svc-auth's account events) for the demo
 * e-mails: the user ids svc-auth gave the demo candidates. Read-only.
 */
export const demoAccountsFrom =
  (accounts: Pick<TCandidateAccountsRepository, 'byEmails'>) =>
  async (emails: readonly string[]): Promise<Map<string, TDemoAccount>> => {
    const rows = await accounts.byEmails(emails);
    return new Map(
      rows.map((row) => [
        row.email,
        { userId: row._id, email: row.email, name: row.name, createdAt: row.created_at },
      ]),
    );
  };

const labelOf = (options: readonly { value: string; label: string }[], value: string) =>
  options.find((option) => option.value === value)?.label ?? value;

/** The resume's sections, from the profile: what the candidate would have put in a PDF. */
const resumeSections = (profile: TDemoProfile): TResumeSection[] => {
  const sections: TResumeSection[] = [
    { heading: 'Summary', paragraphs: [profile.common.headline, profile.common.shortBio] },
    { heading: 'Experience', paragraphs: profile.experience },
  ];
  if (profile.role === 'SDR') {
    const { education, passions, workPreference, expectedSalary } = profile.form;
    sections.push(
      {
        heading: 'Education',
        paragraphs: [
          `${education.school}, ${education.major} (${education.graduationDate})${education.gpa ? `, GPA ${education.gpa}` : ''}`,
        ],
      },
      { heading: 'Interests', paragraphs: [passions.join(', ')] },
      {
        heading: 'Looking for',
        paragraphs: [
          `${workPreference.map((value) => labelOf(WORK_PREFERENCES, value)).join('; ')}; ${labelOf(SALARY_RANGES, expectedSalary)}`,
        ],
      },
    );
  } else {
    const form = profile.form;
    sections.push(
      {
        heading: 'Sales record',
        paragraphs: [
          form.quotaVsActual,
          `Average ACV ${form.acvRanges}; deal cycle ${form.dealCycleLength}.`,
          ...(form.achievements ? [form.achievements] : []),
        ],
      },
      { heading: 'Methodologies', paragraphs: [form.salesMethodologies.join(', ')] },
      { heading: 'Industries and buyers', paragraphs: [form.industries, form.personas] },
    );
  }
  return sections;
};

/** Stores the demo candidate's files through the file store (as uploads are: streamed from a file on disk). */
const storeDemoFiles = async (
  files: TFileStore,
  account: TDemoAccount,
  profile: TDemoProfile,
): Promise<{ resume?: TStoredFile; headshot?: TStoredFile }> => {
  const keys = demoFileKeys(account.userId);
  const made: { part: 'resume' | 'headshot'; key: string; contentType: string; bytes: Buffer }[] = [];
  if (profile.files.resume) {
    const contact = [
      account.email,
      profile.common.phone,
      profile.common.location,
      profile.common.linkedinUrl,
    ];
    made.push({
      part: 'resume',
      key: keys.resume,
      contentType: 'application/pdf',
      bytes: resumePdf({
        name: account.name,
        contact: contact.join(' | '),
        sections: resumeSections(profile),
      }),
    });
  }
  if (profile.files.headshot) {
    made.push({
      part: 'headshot',
      key: keys.headshot,
      contentType: 'image/png',
      bytes: initialsAvatarPng(account.name, profile.avatarColor),
    });
  }
  const stored: { resume?: TStoredFile; headshot?: TStoredFile } = {};
  const dir = await mkdtemp(join(tmpdir(), 'gtm-demo-files-'));
  try {
    for (const file of made) {
      const path = join(dir, `${file.part}`);
      await writeFile(path, file.bytes);
      await files.putFile(file.key, { path, bytes: file.bytes.length, contentType: file.contentType });
      stored[file.part] = { key: file.key, contentType: file.contentType, bytes: file.bytes.length };
    }
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
  return stored;
};

/** The profile write of a demo candidate: the form checked by the onboarding schema, dated after registration. */
const profileWrite = (
  account: TDemoAccount,
  status: TSeedProfileWrite['status'],
  profile: TDemoProfile,
  stored: { resume?: TStoredFile; headshot?: TStoredFile },
  now: number,
): TSeedProfileWrite => {
  const completedAt = new Date(
    Math.min(now, account.createdAt.getTime() + profile.completedAfterHours * HOUR_MS),
  );
  const dates = { status, createdAt: completedAt, updatedAt: completedAt, ...stored };
  return profile.role === 'SDR'
    ? { role: 'SDR', form: ZSdrProfileInput.parse(profile.form), common: profile.common, ...dates }
    : { role: 'AE', form: ZAeProfileInput.parse(profile.form), common: profile.common, ...dates };
};

export type TDemoProfilesSeedDeps = {
  profiles: TCandidateProfilesRepository;
  files: TFileStore;
  /** The demo candidates' accounts svc-candidates knows, by e-mail. */
  findAccounts: (emails: readonly string[]) => Promise<Map<string, TDemoAccount>>;
  log: TLogger;
};

export type TDemoProfilesSeedOptions = {
  /** How long to wait for svc-auth's events to bring every demo candidate's account (default 2 minutes). */
  waitMs?: number;
  /** How often to look meanwhile (default 1 s). */
  pollMs?: number;
  /** Stops the wait (the service is stopping): nothing is written. */
  signal?: AbortSignal;
  now?: () => number;
};

/**
 * The demo candidates' profiles (with their resume and headshot in S3), written only when `candidate_profiles` is
 * empty. The accounts come from svc-auth's seed through the account events, so svc-candidates may start before
 * they arrive: the seeder waits for them (up to `waitMs`), then gives each demo candidate it knows a profile
 * unless that candidate has one. Profiles are created only where absent (the unique user id decides) and the files
 * have fixed keys, so two instances seeding at once write each profile once.
 */
export const demoProfilesSeeder = (
  deps: TDemoProfilesSeedDeps,
  options: TDemoProfilesSeedOptions = {},
): TSeeder => ({
  name: 'candidate-profiles',
  async seedIfEmpty() {
    if ((await deps.profiles.count()) > 0) return 0;
    const { waitMs = 120_000, pollMs = 1_000, signal, now = Date.now } = options;
    const emails = DEMO_PROFILE_CANDIDATES.map((candidate) => candidate.email);
    const deadline = now() + waitMs;
    let accounts = await deps.findAccounts(emails);
    while (accounts.size < emails.length && now() < deadline) {
      try {
        await sleep(pollMs, undefined, { signal });
      } catch {
        return 0; // stopping
      }
      accounts = await deps.findAccounts(emails);
    }
    if (signal?.aborted) return 0;
    const missing = emails.filter((email) => !accounts.has(email));
    if (missing.length > 0) {
      deps.log.warn(
        { missing },
        'demo candidate accounts not known here (svc-auth seeds them, with their events, only into an empty database): their profiles are not seeded',
      );
    }
    let written = 0;
    for (const candidate of DEMO_PROFILE_CANDIDATES) {
      const account = accounts.get(candidate.email);
      const profile = DEMO_PROFILES[candidate.email];
      if (!account || !profile || candidate.status === null) continue;
      if (await deps.profiles.findByUserId(account.userId)) continue;
      const stored = await storeDemoFiles(deps.files, account, profile);
      const write = profileWrite(account, candidate.status, profile, stored, now());
      if (await deps.profiles.createIfAbsent(account.userId, write)) written += 1;
    }
    return written;
  },
});

/** The demo talent combine: the demo candidates' one-pagers an admin shares with the demo companies. */
export const DEMO_COMBINE = {
  name: 'Q1 GTM Talent Combine',
  description:
    'Six pre-vetted sales candidates (SDRs and Account Executives) ready to interview this quarter, for enterprise SaaS teams.',
  status: 'active' as const,
  /** Days from the seed to its target date. */
  targetInDays: 45,
};
/** The demo candidates whose one-pagers the demo combine holds (5-7: the ones not inactive). */
export const DEMO_COMBINE_STATUSES: readonly string[] = ['active', 'pending'];

export type TDemoOnePagersSeedDeps = {
  profiles: Pick<TCandidateProfilesRepository, 'findByUserId'>;
  onePagers: Pick<TOnePagersRepository, 'create' | 'listByCandidate'>;
  talentCombines: Pick<TTalentCombinesRepository, 'create'>;
  findAccounts: (emails: readonly string[]) => Promise<Map<string, TDemoAccount>>;
  /** Takes the one run of this seed (one insert of a fixed key): false when it was taken before. */
  claim: () => Promise<boolean>;
  now?: () => number;
};

/** The key of the demo one-pagers' run in `demo_seed_runs`. */
const DEMO_ONE_PAGERS_RUN = 'one-pagers-and-talent-combine';

/**
 * The one run of a demo seeder: a document of a fixed id in `demo_seed_runs`, inserted once (the unique `_id`
 * decides between two instances); false when it exists.
 */
export const demoSeedClaim = (mongo: Connection, run: string) => async (): Promise<boolean> => {
  try {
    await mongo
      .collection<{ _id: string; at: Date }>('demo_seed_runs')
      .insertOne({ _id: run, at: new Date() });
    return true;
  } catch (error) {
    if ((error as { code?: unknown }).code === 11000) return false;
    throw error;
  }
};

/**
 * A one-pager for each demo candidate with a profile (drafted from it as an admin's 'New One-Pager' is) and one
 * demo talent combine holding those of the active and pending candidates. Once per database: not when any demo
 * candidate has a one-pager already (an admin made one, or an earlier run), nor after its run was claimed. What
 * others wrote meanwhile (a combine of their own, one-pagers of other candidates) does not stop it.
 */
export const demoOnePagersSeeder = (deps: TDemoOnePagersSeedDeps): TSeeder => ({
  name: DEMO_ONE_PAGERS_RUN,
  async seedIfEmpty() {
    const accounts = await deps.findAccounts(DEMO_PROFILE_CANDIDATES.map((candidate) => candidate.email));
    const members = [];
    for (const candidate of DEMO_PROFILE_CANDIDATES) {
      const account = accounts.get(candidate.email);
      const profile = account ? await deps.profiles.findByUserId(account.userId) : null;
      if (!account || !profile) continue;
      if ((await deps.onePagers.listByCandidate(account.userId)).length > 0) return 0;
      members.push({ candidate, account, profile });
    }
    // The profiles are not there (their accounts never came): nothing, so a later start can seed it all.
    if (members.length === 0) return 0;
    if (!(await deps.claim())) return 0;
    const now = (deps.now ?? Date.now)();
    const combine = await deps.talentCombines.create({
      name: DEMO_COMBINE.name,
      description: DEMO_COMBINE.description,
      status: DEMO_COMBINE.status,
      targetDate: new Date(now + DEMO_COMBINE.targetInDays * 24 * HOUR_MS).toISOString().slice(0, 10),
    });
    let written = 1;
    for (const { candidate, account, profile } of members) {
      const draft = draftFromProfile(profile, { name: account.name });
      const inCombine = candidate.status !== null && DEMO_COMBINE_STATUSES.includes(candidate.status);
      await deps.onePagers.create({
        candidateUserId: account.userId,
        candidateProfileId: draft.candidateProfileId,
        title: draft.title,
        candidateName: draft.content.name,
        status: 'active',
        summary: draft.summary || null,
        industries: draft.content.industries,
        methodologies: draft.content.methodologies,
        content: draft.content,
        talentCombines: inCombine ? [{ talentCombineId: combine._id.toString() }] : [],
      });
      written += 1;
    }
    return written;
  },
});

/**
 * Runs svc-candidates' demo seed in the background (it waits for svc-auth's events, so the service answers
 * meanwhile); `stop` ends a wait and lets a running write finish.
 */
export const startDemoSeed = (
  deps: Omit<TDemoProfilesSeedDeps, 'findAccounts'> &
    Pick<TDemoOnePagersSeedDeps, 'onePagers' | 'talentCombines'> & {
      mongo: Connection;
      accounts: Pick<TCandidateAccountsRepository, 'byEmails'>;
    },
  options: Omit<TDemoProfilesSeedOptions, 'signal'> = {},
) => {
  const controller = new AbortController();
  const findAccounts = demoAccountsFrom(deps.accounts);
  const seeders = [
    demoProfilesSeeder({ ...deps, findAccounts }, { ...options, signal: controller.signal }),
    demoOnePagersSeeder({ ...deps, findAccounts, claim: demoSeedClaim(deps.mongo, DEMO_ONE_PAGERS_RUN) }),
  ];
  const done = runDemoSeed(seeders, deps.log).catch((error: unknown) => {
    deps.log.error({ err: error }, 'demo data could not be seeded');
  });
  return {
    done,
    async stop() {
      controller.abort();
      await done;
    },
  };
};
