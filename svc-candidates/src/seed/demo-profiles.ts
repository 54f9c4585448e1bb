import type { TAeProfileInput, TSdrProfileInput } from '@gtm/contracts/candidate-profile';

/** The fields both onboarding forms carry. */
type TDemoCommon = {
  location: string;
  headline: string;
  shortBio: string;
  phone: string;
  linkedinUrl: string;
};

/**
 * A demo candidate's profile as the onboarding form would have sent it (validated by the same contract schema
 * before it is stored), which files it has, the avatar's colour and the resume's experience lines.
 */
export type TDemoProfile = {
  common: TDemoCommon;
  files: { resume: boolean; headshot: boolean };
  avatarColor: string;
  experience: readonly string[];
  /** Hours after the registration the profile was completed. */
  completedAfterHours: number;
} & ({ role: 'SDR'; form: TSdrProfileInput } | { role: 'AE'; form: TAeProfileInput });

const linkedin = (handle: string) => `https://www.linkedin.com/in/${handle}`;

/** The demo candidates' profiles by e-mail (the demo candidates with a status in `DEMO_CANDIDATES`). */
export const DEMO_PROFILES: Readonly<Record<string, TDemoProfile>> = {
  'candidate@gtmcombine.test': {
    role: 'SDR',
    common: {
      location: 'Austin, TX',
      headline: 'Aspiring SDR | Former retail team lead',
      shortBio:
        'Two years leading a retail team, now moving into B2B sales: I like the conversations, the numbers and the follow-up.',
      phone: '+1 512 555 0134',
      linkedinUrl: linkedin('demo-candidate'),
    },
    form: {
      workPreference: ['Remote', 'Hybrid'],
      expectedSalary: '60k-80k',
      salesCareerReason:
        'I hit every monthly target in retail and loved coaching customers to the right choice. Sales development turns that into a craft with clear goals and a career path.',
      education: {
        school: 'University of Texas at Austin',
        graduationDate: '2023-05',
        major: 'Communication Studies',
        gpa: '3.6',
      },
      passions: ['Public speaking', 'Trail running', 'Podcasts on negotiation'],
      moduleSeen: true,
    },
    files: { resume: true, headshot: true },
    avatarColor: '#2f6fdf',
    experience: [
      'Store Team Lead, Outfield Sports (2023 - present): led 8 associates; 112% of the monthly sales target on average.',
      'Sales Associate, Outfield Sports (2021 - 2023): top seller of the store in 5 of 8 quarters.',
    ],
    completedAfterHours: 2,
  },
  'ava.sdr@gtmcombine.test': {
    role: 'SDR',
    common: {
      location: 'Denver, CO',
      headline: 'SDR-ready | Cold calling and outbound sequences',
      shortBio: 'Ran outbound for a campus startup and booked 40 meetings in a semester.',
      phone: '+1 303 555 0188',
      linkedinUrl: linkedin('ava-thompson-sales'),
    },
    form: {
      workPreference: ['Hybrid', 'In-office'],
      expectedSalary: '60k-80k',
      salesCareerReason:
        'Booking meetings for our student startup was the most fun I had in college; I want to do it for a SaaS team.',
      education: {
        school: 'University of Colorado Boulder',
        graduationDate: '2025-05',
        major: 'Marketing',
        gpa: '3.4',
      },
      passions: ['Rock climbing', 'Debate'],
      moduleSeen: true,
    },
    files: { resume: true, headshot: true },
    avatarColor: '#0f9d76',
    experience: [
      'Growth Intern, Peakly (2024 - 2025): 40 meetings booked from cold outbound, 18% reply rate.',
      'Campus Ambassador, Notion (2023 - 2024): ran 6 workshops for 300 students.',
    ],
    completedAfterHours: 5,
  },
  'marcus.sdr@gtmcombine.test': {
    role: 'SDR',
    common: {
      location: 'Atlanta, GA',
      headline: 'Career changer | Hospitality to tech sales',
      shortBio: 'Five years in hotel guest relations; fluent in turning complaints into upsells.',
      phone: '+1 404 555 0121',
      linkedinUrl: linkedin('marcus-reed'),
    },
    form: {
      workPreference: ['Remote'],
      expectedSalary: '40k-60k',
      salesCareerReason:
        'I already sell every day at the front desk; tech sales gives me a ladder to climb and a product I believe in.',
      education: {
        school: 'Georgia State University',
        graduationDate: '2019-12',
        major: 'Hospitality Administration',
      },
      passions: ['Cooking', 'Basketball', 'Volunteering'],
      moduleSeen: false,
    },
    files: { resume: true, headshot: true },
    avatarColor: '#b4531f',
    experience: [
      'Guest Relations Manager, Midtown Grand Hotel (2020 - present): raised room upgrade revenue 22% year over year.',
    ],
    completedAfterHours: 20,
  },
  'lena.sdr@gtmcombine.test': {
    role: 'SDR',
    common: {
      location: 'Chicago, IL',
      headline: 'Entry-level SDR | Economics graduate',
      shortBio: 'Data-minded new graduate who likes research before the first call.',
      phone: '+1 312 555 0177',
      linkedinUrl: linkedin('lena-park'),
    },
    form: {
      workPreference: ['In-office'],
      expectedSalary: '60k-80k',
      salesCareerReason:
        'Sales is where research meets people; I want a role where preparation shows up in results.',
      education: {
        school: 'Loyola University Chicago',
        graduationDate: '2024-05',
        major: 'Economics',
        gpa: '3.8',
      },
      passions: ['Chess', 'Data visualisation'],
      moduleSeen: true,
    },
    files: { resume: true, headshot: false },
    avatarColor: '#7a3fc4',
    experience: ['Research Assistant, Loyola Economics Department (2023 - 2024).'],
    completedAfterHours: 30,
  },
  'priya.ae@gtmcombine.test': {
    role: 'AE',
    common: {
      location: 'San Francisco, CA',
      headline: 'Mid-market AE | 118% of quota in 2024',
      shortBio: 'Four years closing mid-market SaaS deals with finance and RevOps buyers.',
      phone: '+1 415 555 0142',
      linkedinUrl: linkedin('priya-shah-ae'),
    },
    form: {
      salesMethodologies: ['MEDDIC', 'Challenger Sale'],
      acvRanges: '$25,000 - $50,000',
      dealCycleLength: '60-90 days',
      industries: 'SaaS, FinTech, Professional Services',
      personas: 'CFO, VP Finance, Head of RevOps',
      quotaVsActual: '2024: $900k quota, $1.06M closed (118%). 2023: $750k quota, $810k closed (108%).',
      favoriteDeal: {
        situation: 'A 400-person logistics firm was closing its books by hand in 12 days every month.',
        action:
          'Mapped the close with their controller, built a MEDDIC plan and brought in our CFO for the business case.',
        result: 'Closed a $68k ACV deal in 74 days; their close now takes 5 days.',
      },
      lookingFor:
        'A mid-market or enterprise AE role with a strong SE bench and a product finance teams love.',
      companyType: 'FinTech',
      companySize: 'Mid-size (201-1,000)',
      achievements: "President's Club 2024; top AE of Q3 2024.",
    },
    files: { resume: true, headshot: true },
    avatarColor: '#c2185b',
    experience: [
      'Account Executive, Ledgerline (2022 - present): 118% of quota in 2024, 31 new logos.',
      'SDR, Ledgerline (2020 - 2022): promoted after 6 quarters above target.',
    ],
    completedAfterHours: 3,
  },
  'daniel.ae@gtmcombine.test': {
    role: 'AE',
    common: {
      location: 'New York, NY',
      headline: 'Enterprise AE | Security and infrastructure software',
      shortBio: 'Seven years selling six-figure security platforms to Fortune 1000 IT leaders.',
      phone: '+1 212 555 0163',
      linkedinUrl: linkedin('daniel-okafor'),
    },
    form: {
      salesMethodologies: ['MEDDIC', 'Value Selling', 'Target Account Selling'],
      acvRanges: '$100,000 - $250,000',
      dealCycleLength: '6-12 months',
      industries: 'Cybersecurity, Cloud Infrastructure, Healthcare',
      personas: 'CISO, VP Infrastructure, IT Procurement',
      quotaVsActual: '2024: $1.8M quota, $2.0M closed (111%). 2023: $1.6M quota, $1.5M closed (94%).',
      favoriteDeal: {
        situation: 'A hospital network had failed two audits and was evaluating three vendors.',
        action: 'Ran a paid proof of value, aligned legal early and built the ROI with their CISO and CFO.',
        result: 'Signed a three-year $640k contract, the largest in the region that year.',
      },
      lookingFor: 'An enterprise AE seat selling a category leader, with a territory in the North East.',
      companyType: 'SaaS/Software',
      companySize: 'Large (1,001-5,000)',
      achievements: "President's Club 2022 and 2024.",
    },
    files: { resume: true, headshot: true },
    avatarColor: '#37474f',
    experience: [
      'Enterprise Account Executive, Bastion Security (2021 - present): $2.0M closed in 2024.',
      'Account Executive, CloudPort (2018 - 2021).',
    ],
    completedAfterHours: 8,
  },
  'sofia.ae@gtmcombine.test': {
    role: 'AE',
    common: {
      location: 'Miami, FL',
      headline: 'SMB AE | High-velocity EdTech sales',
      shortBio: 'Closes 15 to 20 new logos a month in a transactional, demo-driven motion.',
      phone: '+1 305 555 0119',
      linkedinUrl: linkedin('sofia-martinez-sales'),
    },
    form: {
      salesMethodologies: ['SPIN', 'Consultative Selling'],
      acvRanges: '< $10,000',
      dealCycleLength: '< 30 days',
      industries: 'EdTech, E-commerce',
      personas: 'School principals, Operations managers, Founders',
      quotaVsActual: '2024: 180 deals quota, 196 closed (109%).',
      favoriteDeal: {
        situation: 'A charter school group trialled our product in one school and stalled.',
        action: 'Ran a results review with the principal and turned her into the champion for the district.',
        result: 'Expanded from one school to eleven in three weeks.',
      },
      lookingFor: 'A step up to mid-market with a team that invests in coaching.',
      companyType: 'EdTech',
      companySize: 'Small (50-200)',
    },
    files: { resume: true, headshot: true },
    avatarColor: '#ef6c00',
    experience: ['Account Executive, ClassKit (2022 - present): 109% of deal quota in 2024.'],
    completedAfterHours: 1,
  },
  'james.ae@gtmcombine.test': {
    role: 'AE',
    common: {
      location: 'Boston, MA',
      headline: 'Strategic AE | Healthcare software',
      shortBio: 'Long-cycle, multi-stakeholder deals with health systems.',
      phone: '+1 617 555 0150',
      linkedinUrl: linkedin('james-whitaker'),
    },
    form: {
      salesMethodologies: ['Solution Selling', 'Sandler Selling'],
      acvRanges: '$250,000 - $500,000',
      dealCycleLength: '> 12 months',
      industries: 'Healthcare, Life Sciences',
      personas: 'CMIO, VP Clinical Operations, Procurement',
      quotaVsActual: '2023: $2.4M quota, $2.6M closed (108%). 2024: on leave from June.',
      favoriteDeal: {
        situation: 'A regional health system needed one scheduling platform across 14 clinics.',
        action: 'Ran a 9-month evaluation with clinical champions and a phased rollout plan.',
        result: 'Closed $420k ACV and expanded to 6 more clinics the following year.',
      },
      lookingFor: 'Not looking right now; open to strategic roles in healthcare next year.',
      companyType: 'Healthcare',
      companySize: 'Enterprise (> 5,000 employees)',
    },
    files: { resume: false, headshot: true },
    avatarColor: '#00838f',
    experience: ['Strategic Account Executive, CareGrid (2019 - present).'],
    completedAfterHours: 48,
  },
};
