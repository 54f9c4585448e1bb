import { SALARY_RANGES } from '@gtm/contracts/candidate-profile';
import { ONE_PAGER_LIMITS } from '@gtm/contracts/talent';
import type { TOnePagerContent, TOnePagerDraft } from '@gtm/contracts/talent';
import type { TCandidateProfileRecord } from '../candidate-profiles/candidate-profiles.model.ts';

/** Whose profile it is, as svc-candidates' projection of the account knows it. */
type TDraftAccount = { name: string } | null;

const ROLE_TITLES = { SDR: 'Sales Development Representative', AE: 'Account Executive' } as const;

/** A text cut to a limit (a profile field may be longer than the one-pager's), on a word where possible. */
const clip = (text: string | null | undefined, max: number = ONE_PAGER_LIMITS.text) => {
  const value = (text ?? '').trim();
  if (value.length <= max) return value;
  const cut = value.slice(0, max - 1);
  const space = cut.lastIndexOf(' ');
  return `${(space > max / 2 ? cut.slice(0, space) : cut).trimEnd()}…`;
};

/** A list as a one-pager holds it: non-empty entries, clipped, at most its limit. */
const lines = (items: readonly (string | null | undefined)[], max: number = ONE_PAGER_LIMITS.item) =>
  items
    .map((item) => clip(item, max))
    .filter((item) => item !== '')
    .slice(0, ONE_PAGER_LIMITS.listItems);

/** A comma-separated profile field as a list. */
const listOf = (text: string | null | undefined) => (text ?? '').split(',');

/** An AE's free-text achievements as entries: one per line or sentence-separating semicolon. */
const achievementsOf = (text: string | null | undefined) => (text ?? '').split(/\r?\n|;/);

/**
 * A new one-pager pre-filled from a candidate's profile (spec section 3's content): name, title, location and
 * the role's form (the AE's numbers, methodologies and favourite deal; the SDR's salary, education and
 * passions) in the one-pager's fields and summary items. Every field fits the one-pager's limits, so the draft
 * can be created as it is; the admin edits it first.
 */
export const draftFromProfile = (
  profile: TCandidateProfileRecord,
  account: TDraftAccount,
): TOnePagerDraft => {
  const name = clip(profile.name ?? account?.name ?? '');
  const ae = profile.role === 'AE' ? profile.aeProfile : null;
  const sdr = profile.role === 'SDR' ? profile.sdrProfile : null;
  const salary = sdr ? (SALARY_RANGES.find((range) => range.value === sdr.expectedSalary)?.label ?? '') : '';
  const story = ONE_PAGER_LIMITS.story;
  const content: TOnePagerContent = {
    name,
    title: clip(profile.headline ?? ROLE_TITLES[profile.role]),
    location: clip(profile.location),
    salaryExpectations: clip(salary),
    methodologies: lines(ae?.methodologies ?? []),
    industries: lines(listOf(ae?.industries)),
    dealCycles: lines(ae ? [ae.dealCycleLength] : []),
    targetRoles: lines(
      profile.role === 'SDR'
        ? ['Sales Development Representative', 'Business Development Representative']
        : ['Account Executive'],
    ),
    // The AE form asks one question, 'Quota vs. actual': its answer goes once, as the quota line; the admin
    // may split it.
    quota: clip(ae?.quotaVsActual, story),
    quotaAttainment: '',
    averageACV: clip(ae?.averageACV),
    achievements: lines(achievementsOf(ae?.achievements), story),
    summaryItems: lines(
      ae
        ? [
            ae.personas && `Sells to: ${ae.personas}`,
            ae.lookingFor && `Looking for: ${ae.lookingFor}`,
            `Preferred company: ${[ae.companyType, ae.companySize].filter(Boolean).join(', ')}`,
          ]
        : sdr
          ? [
              sdr.workPreference.length > 0 && `Work preference: ${sdr.workPreference.join(', ')}`,
              `Education: ${[sdr.education.major, sdr.education.school].filter(Boolean).join(', ')} (${sdr.education.graduationDate})`,
              sdr.passions.length > 0 && `Passions: ${sdr.passions.join(', ')}`,
              sdr.salesCareerReason && `Why sales: ${sdr.salesCareerReason}`,
            ].map((item) => item || null)
          : [],
      story,
    ),
    dealWalkthroughSituation: clip(ae?.dealWalkthroughSituation, story),
    dealWalkthroughAction: clip(ae?.dealWalkthroughAction, story),
    dealWalkthroughResult: clip(ae?.dealWalkthroughResult, story),
  };
  return {
    candidateProfileId: profile._id.toString(),
    title: clip(`${name} - ${profile.role === 'SDR' ? 'SDR' : 'Account Executive'}`, ONE_PAGER_LIMITS.title),
    summary: clip(profile.shortBio ?? profile.bio ?? sdr?.salesCareerReason, ONE_PAGER_LIMITS.summary),
    content,
  };
};
