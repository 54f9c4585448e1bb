import { Descriptions } from 'antd';
import type { DescriptionsProps } from 'antd';
import { SALARY_RANGES, WORK_PREFERENCES } from '@gtm/contracts/candidate-profile';
import type { TOwnProfile } from '../../../lib/profile-types.ts';
import { joinList } from '../../../lib/role-labels.ts';

type TItem = NonNullable<DescriptionsProps['items']>[number];

const labelOf = (options: readonly { value: string; label: string }[], value: string) =>
  options.find((option) => option.value === value)?.label ?? value;

/** Only the details that hold something: an empty row says nothing to a reader. */
const rows = (entries: [string, string | null | undefined][]): TItem[] =>
  entries
    .filter((entry): entry is [string, string] => typeof entry[1] === 'string' && entry[1].trim() !== '')
    .map(([label, children]) => ({ key: label, label, children }));

function detailsOf(profile: TOwnProfile): TItem[] {
  const common: [string, string | null][] = [
    ['Sales methodologies', joinList(profile.methodologies)],
    ['Industries', joinList(profile.industries)],
    ['Deal cycles', joinList(profile.dealCycles)],
  ];
  const sdr = profile.sdrProfile;
  if (profile.role === 'SDR' && sdr) {
    return rows([
      ...common,
      ['Work preference', sdr.workPreference.map((value) => labelOf(WORK_PREFERENCES, value)).join(', ')],
      ['Expected salary', labelOf(SALARY_RANGES, sdr.expectedSalary)],
      [
        'Education',
        [
          sdr.education.school,
          sdr.education.major,
          sdr.education.graduationDate,
          sdr.education.gpa && `GPA ${sdr.education.gpa}`,
        ]
          .filter(Boolean)
          .join(' · '),
      ],
      ['Passions', joinList(sdr.passions)],
      ['Why sales', sdr.salesCareerReason],
    ]);
  }
  const ae = profile.aeProfile;
  return rows([
    ...common,
    ['Average ACV', ae?.averageACV ?? ae?.acvRanges],
    ['Buyer personas', joinList(ae?.personas)],
    // The AE form's one performance answer (the profile's quota and attainment both read it): shown once.
    ['Quota vs. actual', ae?.quotaVsActual],
    ['Deal walkthrough: situation', profile.dealWalkthroughSituation],
    ['Deal walkthrough: action', profile.dealWalkthroughAction],
    ['Deal walkthrough: result', profile.dealWalkthroughResult],
    ['Achievements', ae?.achievements],
    ['Looking for', ae?.lookingFor],
    ['Preferred company type', ae?.companyType],
    ['Preferred company size', ae?.companySize],
  ]);
}

/** The profile page's Professional Details: the role's own fields. */
export function ProfessionalDetails({ profile }: { profile: TOwnProfile }) {
  return <Descriptions column={1} bordered size="small" items={detailsOf(profile)} />;
}
