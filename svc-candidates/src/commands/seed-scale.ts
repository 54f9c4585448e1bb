import { Types } from 'mongoose';
import { CANDIDATE_STATUSES } from '@gtm/contracts/candidate-profile';
import { CONTACT_SUBMISSION_STATUSES } from '@gtm/contracts/contact-submissions';
import { ONE_PAGER_STATUSES, TALENT_COMBINE_STATUSES } from '@gtm/contracts/talent';
import {
  CITIES,
  COMPANY_SUFFIXES,
  COMPANY_WORDS,
  INDUSTRIES,
  insertInBatches,
  METHODOLOGIES,
  scaleId,
  scalePerson,
  scaleRegisteredAt,
  scaleRole,
} from '@gtm/service-kit/scale-data';
import { runScaleSeed } from '@gtm/service-kit/scale-seed';
import { searchFieldsOf } from '@gtm/service-kit/text-search';
import type { TScaleSeedContext } from '@gtm/service-kit/scale-seed';
import {
  accountListFields,
  createCandidateAccountsRepository,
} from '../routes/candidate-accounts/candidate-accounts.repository.ts';
import type { TCandidateAccountsRepository } from '../routes/candidate-accounts/candidate-accounts.repository.ts';
import {
  createCandidateProfilesRepository,
  DEFAULT_NOTIFICATIONS,
  DEFAULT_PRIVACY,
  profileListFields,
  storedAeProfile,
} from '../routes/candidate-profiles/candidate-profiles.repository.ts';
import type { TCandidateProfilesRepository } from '../routes/candidate-profiles/candidate-profiles.repository.ts';
import { combineIdsOf, createOnePagersRepository } from '../routes/one-pagers/one-pagers.repository.ts';
import type { TOnePagersRepository } from '../routes/one-pagers/one-pagers.repository.ts';
import { createTalentCombinesRepository } from '../routes/talent-combines/talent-combines.repository.ts';
import type { TTalentCombinesRepository } from '../routes/talent-combines/talent-combines.repository.ts';
import { createContactSubmissionsRepository } from '../routes/contact-submissions/contact-submissions.repository.ts';
import type { TContactSubmissionsRepository } from '../routes/contact-submissions/contact-submissions.repository.ts';
import { DEMO_PROFILES } from '../seed/demo-profiles.ts';
import { rollupsOf, seedEventsOf } from '../across-hiring/analytics/analytics-seed.ts';
import type { TSeedShare } from '../across-hiring/analytics/analytics-seed.ts';
import { createAnalyticsRepository } from '../across-hiring/analytics/analytics.repository.ts';
import { createCombineSharesRepository } from '../employer-read-model/combine-shares.repository.ts';
import { dashboardCountersOn } from '../dashboard-counters/dashboard-counters.repository.ts';
import { createDashboardRecount } from '../routes/admin-dashboard/admin-dashboard.recount.ts';
import { createOnePagerViewsRepository } from '../routes/one-pager-views/one-pager-views.repository.ts';
import { seedHiringRecords } from './seed-scale-hiring.ts';
import type { TCombineSharesRepository } from '../employer-read-model/combine-shares.repository.ts';

const HOUR_MS = 3600 * 1000;

/** The repositories the seed writes through (their bulk `...ForSeed` methods): each the only user of its model. */
type TSeedRepositories = {
  accounts: TCandidateAccountsRepository;
  profiles: TCandidateProfilesRepository;
  onePagers: TOnePagersRepository;
  talentCombines: TTalentCombinesRepository;
  submissions: TContactSubmissionsRepository;
  combineShares: TCombineSharesRepository;
};
type TSeedContext = TScaleSeedContext & { repositories: TSeedRepositories };

/** A bulk writer for `insertInBatches`, through a repository's seed method. */
const writer = (insertMany: (docs: Record<string, unknown>[]) => Promise<void>) => ({ insertMany });

/** A demo profile of each role: the forms seeded profiles copy (valid as the onboarding schemas check them). */
const templateOf = (role: 'SDR' | 'AE') => {
  const demo = Object.values(DEMO_PROFILES).find((profile) => profile.role === role);
  if (!demo) throw new Error(`no demo ${role} profile to copy`);
  return demo;
};

/** The candidates: every account, and a profile for the first `counts.profiles` of them. */
const seedCandidates = async ({ repositories, counts, random, now }: TSeedContext) => {
  const accounts = await insertInBatches(
    writer(repositories.accounts.insertManyForSeed),
    counts.candidates,
    (index) => {
      const person = scalePerson(index, 'candidates.scale.test');
      return {
        _id: scaleId('candidate', index),
        ...person,
        role: index < counts.profiles ? scaleRole(index) : null,
        created_at: scaleRegisteredAt(index, now),
        hasProfile: index < counts.profiles,
        remindedAt: null,
        ...accountListFields(person.name, person.email),
      };
    },
  );
  const templates = { SDR: templateOf('SDR'), AE: templateOf('AE') };
  const profiles = await insertInBatches(
    writer(repositories.profiles.insertManyForSeed),
    counts.profiles,
    (index) => {
      const person = scalePerson(index, 'candidates.scale.test');
      const role = scaleRole(index);
      const template = templates[role];
      const createdAt = new Date(scaleRegisteredAt(index, now).getTime() + random.int(72) * HOUR_MS);
      return {
        _id: new Types.ObjectId(scaleId('profile', index)),
        userId: scaleId('candidate', index),
        role,
        status: random.pick(CANDIDATE_STATUSES),
        name: null,
        ...template.common,
        location: random.pick(CITIES),
        bio: null,
        sdrProfile: template.role === 'SDR' ? template.form : null,
        aeProfile: template.role === 'AE' ? storedAeProfile(template.form) : null,
        resume: null,
        headshot: null,
        notifications: DEFAULT_NOTIFICATIONS,
        privacy: DEFAULT_PRIVACY,
        createdAt,
        updatedAt: createdAt,
        methodologies: random.some(METHODOLOGIES, 1 + random.int(3)),
        industries: random.some(INDUSTRIES, 1 + random.int(4)),
        ...profileListFields({ name: null, email: person.email }, person),
        listSynced: true,
      };
    },
  );
  return { candidate_accounts: accounts, candidate_profiles: profiles };
};

const COMBINE_THEMES = [
  'SDR',
  'AE',
  'Enterprise AE',
  'Mid-market',
  'FinTech',
  'Healthcare',
  'Remote',
] as const;

/**
 * One-pagers of the first profiles (a few candidates have two) and talent combines; each combine holds 4-8
 * one-pagers (most in the 5-7 package size), recorded on the one-pagers as the app records them.
 */
const seedTalent = async ({ repositories, counts, random, now }: TSeedContext) => {
  const combines = await insertInBatches(
    writer(repositories.talentCombines.insertManyForSeed),
    counts.talentCombines,
    (index) => {
      const name = `${random.pick(COMBINE_THEMES)} combine Q${1 + (index % 4)} #${index + 1}`;
      const description = `A package of pre-vetted candidates for ${name}.`;
      const createdAt = random.pastDate(now, 365);
      return {
        _id: new Types.ObjectId(scaleId('talentCombine', index)),
        name,
        description,
        status: random.pick(TALENT_COMBINE_STATUSES),
        targetDate: random.int(2) === 0 ? null : new Date(createdAt.getTime() + 30 * 24 * HOUR_MS),
        createdAt,
        updatedAt: createdAt,
        ...searchFieldsOf(name, description),
      };
    },
  );
  // Each combine's members are consecutive one-pagers: combine k holds those from its start onwards.
  const memberships = new Map<number, string[]>();
  let next = 0;
  for (let combine = 0; combine < counts.talentCombines && next < counts.onePagers; combine += 1) {
    const size = 4 + random.int(5);
    for (let member = 0; member < size && next < counts.onePagers; member += 1, next += 1)
      memberships.set(next, [scaleId('talentCombine', combine)]);
  }
  const onePagers = await insertInBatches(
    writer(repositories.onePagers.insertManyForSeed),
    counts.onePagers,
    (index) => {
      const profile = index % counts.profiles;
      const person = scalePerson(profile, 'candidates.scale.test');
      const role = scaleRole(profile);
      const title = `${role === 'AE' ? 'Account Executive' : 'Sales Development Representative'} - ${person.name}`;
      const methodologies = random.some(METHODOLOGIES, 2);
      const industries = random.some(INDUSTRIES, 2);
      return {
        _id: new Types.ObjectId(scaleId('onePager', index)),
        candidateUserId: scaleId('candidate', profile),
        candidateProfileId: scaleId('profile', profile),
        title,
        candidateName: person.name,
        status: random.pick(ONE_PAGER_STATUSES),
        summary: `${person.name} brings a steady outbound rhythm and clear notes to every deal.`,
        industries,
        methodologies,
        content: {
          name: person.name,
          title,
          location: random.pick(CITIES),
          salaryExpectations: random.pick(['$60,000 - $80,000', '$80,000 - $100,000', '$100,000+']),
          methodologies,
          industries,
          dealCycles: ['30-60 days'],
          targetRoles: [role],
          quota: '$600,000',
          quotaAttainment: `${90 + random.int(40)}%`,
          averageACV: '$25,000 - $50,000',
          achievements: ['President’s Club'],
          summaryItems: ['Consistent pipeline builder'],
          dealWalkthroughSituation: 'A stalled renewal at a mid-size account.',
          dealWalkthroughAction: 'Mapped the buying committee and rebuilt the business case.',
          dealWalkthroughResult: 'Closed a 2-year renewal with a 20% uplift.',
        },
        talentCombines: (memberships.get(index) ?? []).map((talentCombineId) => ({ talentCombineId })),
        pdfDownloads: random.int(4),
        createdAt: random.pastDate(now, 365),
        updatedAt: null,
        ...searchFieldsOf(title, person.name),
      };
    },
  );
  return { talent_combines: combines, one_pagers: onePagers };
};

const MESSAGES = [
  'We are hiring two SDRs for our new EMEA team and would like to see your next combine.',
  'Looking for an experienced AE with fintech background, remote in the US. Can we talk this week?',
  'How does pricing work for a single hire? We are a 40-person SaaS startup.',
  'Please share availability for a call about building out our outbound team.',
] as const;

/** Contact submissions from people at the seeded client companies' names. */
const seedContacts = async ({ repositories, counts, random, now }: TSeedContext) => {
  const contacts = await insertInBatches(
    writer(repositories.submissions.insertManyForSeed),
    counts.contactSubmissions,
    (index) => {
      const person = scalePerson(index + 500_000, 'contacts.scale.test');
      const company = `${random.pick(COMPANY_WORDS)} ${random.pick(COMPANY_SUFFIXES)}`;
      return {
        _id: new Types.ObjectId(scaleId('contact', index)),
        ...person,
        company,
        message: random.pick(MESSAGES),
        status: random.pick(CONTACT_SUBMISSION_STATUSES),
        createdAt: random.pastDate(now, 365),
        updatedAt: null,
        ...searchFieldsOf(person.name, person.email, company),
      };
    },
  );
  return { contact_submissions: contacts };
};

/**
 * The hiring loop at scale: each combine shared with 1-3 client companies (the seeded ones, by id) some time in
 * the last year, and the analytics' rollups those shares' events would have left (a first view for most
 * candidates, fewer interested, interviews, offers and hires), computed with the consumer's own steps and
 * written whole. The shares are stored as the app stores them, and the hiring records behind them at the same
 * proportions (interview requests, combine days, decision deadlines, placements: `seed-scale-hiring.ts`); the
 * views, evaluations and outcomes behind the figures are not (the rollups are what the analytics read).
 */
const seedHiring = async ({ mongo, repositories, counts, random, now }: TSeedContext) => {
  const members = new Map<string, { onePagerId: string; candidateUserId: string }[]>();
  const rows = await repositories.onePagers.combineMembersForSeed();
  for (const row of rows) {
    for (const talentCombineId of combineIdsOf(row)) {
      const list = members.get(talentCombineId) ?? [];
      list.push({ onePagerId: String(row._id), candidateUserId: String(row.candidateUserId) });
      members.set(talentCombineId, list);
    }
  }
  const shares: TSeedShare[] = [];
  for (let combine = 0; combine < counts.talentCombines; combine += 1) {
    const combineId = scaleId('talentCombine', combine);
    const companies = new Set(
      Array.from({ length: 1 + random.int(3) }, () => random.int(counts.clientCompanies)),
    );
    for (const company of companies) {
      shares.push({
        shareId: new Types.ObjectId().toString(),
        combineId,
        companyId: scaleId('clientCompany', company),
        companyName: `Client company ${company + 1}`,
        sharedAt: random.pastDate(now, 365).getTime(),
        candidates: members.get(combineId) ?? [],
      });
    }
  }
  const events = shares.flatMap((share) => seedEventsOf(share, random, now));
  const firstViews = new Map<string, number>();
  for (const event of events)
    if (event.type === 'candidate.viewed')
      firstViews.set(event.shareId, Math.min(firstViews.get(event.shareId) ?? Infinity, event.at));
  await insertInBatches(writer(repositories.combineShares.insertSharesForSeed), shares.length, (index) => {
    const share = shares[index]!;
    const firstViewedAt = firstViews.get(share.shareId);
    return {
      _id: new Types.ObjectId(share.shareId),
      combineId: share.combineId,
      companyId: share.companyId,
      companyName: share.companyName,
      sharedAt: new Date(share.sharedAt),
      sharedBy: { id: 'scale-seed', name: null },
      withdrawnAt: null,
      firstViewedAt: firstViewedAt === undefined ? null : new Date(firstViewedAt),
      createdAt: new Date(share.sharedAt),
    };
  });
  const rollups = rollupsOf(events);
  await (await createAnalyticsRepository(mongo)).insertSeeded(rollups);
  return {
    combine_shares: shares.length,
    hiring_events_replayed: events.length,
    analytics_marks: rollups.marks.length,
    analytics_share_days: rollups.shareDays.length,
    ...(await seedHiringRecords({ mongo, counts, random, now }, shares)),
  };
};

/**
 * The admin dashboard's counters recounted from what the seed wrote (its bulk inserts count nothing on their own,
 * as the app's writes do).
 */
const recountDashboard = async ({ mongo, repositories }: TSeedContext) => {
  const counted = await createDashboardRecount({
    counters: dashboardCountersOn(mongo),
    profiles: repositories.profiles,
    onePagers: repositories.onePagers,
    talentCombines: repositories.talentCombines,
    submissions: repositories.submissions,
    onePagerViews: await createOnePagerViewsRepository(mongo),
    combineShares: repositories.combineShares,
  }).recount();
  return { admin_dashboard_counters: counted.candidates?.total ?? 0 };
};

/**
 * svc-candidates' share of `npm run seed:scale`: candidate accounts and profiles, one-pagers, talent combines
 * (each holding 4-8 one-pagers) and contact submissions, then the admin dashboard's counters of them. Writes into
 * an empty scale range only: a second run stops at the first duplicate id.
 */
const seed = async (scale: TScaleSeedContext) => {
  const { mongo } = scale;
  const accounts = await createCandidateAccountsRepository(mongo);
  const profiles = await createCandidateProfilesRepository(mongo);
  const onePagers = await createOnePagersRepository(mongo);
  const repositories: TSeedRepositories = {
    accounts,
    profiles,
    onePagers,
    talentCombines: await createTalentCombinesRepository(mongo),
    submissions: await createContactSubmissionsRepository(mongo),
    combineShares: await createCombineSharesRepository(mongo),
  };
  const context = { ...scale, repositories };
  return {
    ...(await seedCandidates(context)),
    ...(await seedTalent(context)),
    ...(await seedContacts(context)),
    ...(await seedHiring(context)),
    ...(await recountDashboard(context)),
  };
};

process.exitCode = await runScaleSeed('svc-candidates', seed);
