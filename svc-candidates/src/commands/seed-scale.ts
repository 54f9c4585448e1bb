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
import { accountListFields } from '../routes/candidate-accounts/candidate-accounts.repository.ts';
import { candidateAccountModel } from '../routes/candidate-accounts/candidate-accounts.model.ts';
import {
  DEFAULT_NOTIFICATIONS,
  DEFAULT_PRIVACY,
  profileListFields,
  storedAeProfile,
} from '../routes/candidate-profiles/candidate-profiles.repository.ts';
import { candidateProfileModel } from '../routes/candidate-profiles/candidate-profiles.model.ts';
import { onePagerModel } from '../routes/one-pagers/one-pagers.model.ts';
import { talentCombineModel } from '../routes/talent-combines/talent-combines.model.ts';
import { contactSubmissionModel } from '../routes/contact-submissions/contact-submissions.model.ts';
import { DEMO_PROFILES } from '../seed/demo-profiles.ts';

const HOUR_MS = 3600 * 1000;

/** A demo profile of each role: the forms seeded profiles copy (valid as the onboarding schemas check them). */
const templateOf = (role: 'SDR' | 'AE') => {
  const demo = Object.values(DEMO_PROFILES).find((profile) => profile.role === role);
  if (!demo) throw new Error(`no demo ${role} profile to copy`);
  return demo;
};

/** The candidates: every account, and a profile for the first `counts.profiles` of them. */
const seedCandidates = async ({ mongo, counts, random, now }: TScaleSeedContext) => {
  const accounts = await insertInBatches(
    candidateAccountModel(mongo).collection,
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
    candidateProfileModel(mongo).collection,
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
const seedTalent = async ({ mongo, counts, random, now }: TScaleSeedContext) => {
  const combines = await insertInBatches(
    talentCombineModel(mongo).collection,
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
  const onePagers = await insertInBatches(onePagerModel(mongo).collection, counts.onePagers, (index) => {
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
  });
  return { talent_combines: combines, one_pagers: onePagers };
};

const MESSAGES = [
  'We are hiring two SDRs for our new EMEA team and would like to see your next combine.',
  'Looking for an experienced AE with fintech background, remote in the US. Can we talk this week?',
  'How does pricing work for a single hire? We are a 40-person SaaS startup.',
  'Please share availability for a call about building out our outbound team.',
] as const;

/** Contact submissions from people at the seeded client companies' names. */
const seedContacts = async ({ mongo, counts, random, now }: TScaleSeedContext) => {
  const contacts = await insertInBatches(
    contactSubmissionModel(mongo).collection,
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
 * svc-candidates' share of `npm run seed:scale`: candidate accounts and profiles, one-pagers, talent combines
 * (each holding 4-8 one-pagers) and contact submissions. Writes into an empty scale range only: a second run
 * stops at the first duplicate id.
 */
const seed = async (context: TScaleSeedContext) => ({
  ...(await seedCandidates(context)),
  ...(await seedTalent(context)),
  ...(await seedContacts(context)),
});

process.exitCode = await runScaleSeed('svc-candidates', seed);
