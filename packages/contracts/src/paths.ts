const CANDIDATE = '/candidate';
const EMPLOYER = '/employer';
const ADMIN = '/admin';
const ADMIN_DASHBOARD = `${ADMIN}/dashboard` as const;

/**
 * The path prefixes screens share: each signed-in area's first segment, and the sections whose screens lie
 * under one path (navigation that marks a whole section, access rules that match an area). {@link PATHS} is
 * built from them.
 */
export const PATH_PREFIXES = {
  candidate: CANDIDATE,
  candidateOnboarding: `${CANDIDATE}/onboarding`,
  employer: EMPLOYER,
  employerCombines: `${EMPLOYER}/combines`,
  admin: ADMIN,
  adminDashboard: ADMIN_DASHBOARD,
} as const;

/**
 * Every screen path of the portal (spec section 2). The shell's route table and navigation, the remotes' route
 * trees, the access rules and the links the services put in e-mails and notifications read these (the shell's
 * route table through contracts' `REMOTE_PATHS`). `:id` segments are react-router patterns.
 */
export const PATHS = {
  home: '/',
  forEmployers: '/for-employers',
  forCandidates: '/for-candidates',
  talentCombine: '/talent-combine',

  auth: '/auth',
  candidateAuth: `${CANDIDATE}/auth`,
  employerAuth: `${EMPLOYER}/auth`,
  adminAuth: `${ADMIN}/auth`,
  adminLogin: `${ADMIN}/login`,

  candidate: {
    dashboard: `${CANDIDATE}/dashboard`,
    profile: `${CANDIDATE}/profile`,
    roleSelection: `${CANDIDATE}/role-selection`,
    onePagers: `${CANDIDATE}/one-pagers`,
    onePager: `${CANDIDATE}/one-pagers/:id`,
    settings: `${CANDIDATE}/settings`,
    onboardingSdr: `${PATH_PREFIXES.candidateOnboarding}/sdr`,
    onboardingAe: `${PATH_PREFIXES.candidateOnboarding}/ae`,
  },

  employer: {
    dashboard: `${EMPLOYER}/dashboard`,
    combine: `${PATH_PREFIXES.employerCombines}/:shareId`,
    onePager: `${PATH_PREFIXES.employerCombines}/:shareId/candidates/:onePagerId`,
    /** A combine day's run of show (issue 35), used live during the afternoon. */
    combineDay: `${PATH_PREFIXES.employerCombines}/:shareId/days/:dayId`,
    /** A combine day's debrief (issue 44): its candidates ranked by what the company decided. */
    combineDayDebrief: `${PATH_PREFIXES.employerCombines}/:shareId/days/:dayId/debrief`,
  },

  admin: {
    dashboard: ADMIN_DASHBOARD,
    candidates: `${ADMIN_DASHBOARD}/candidates`,
    candidateNew: `${ADMIN_DASHBOARD}/candidates/new`,
    candidate: `${ADMIN_DASHBOARD}/candidates/:id`,
    onePagers: `${ADMIN_DASHBOARD}/one-pagers`,
    onePagerNew: `${ADMIN_DASHBOARD}/one-pagers/new`,
    onePager: `${ADMIN_DASHBOARD}/one-pagers/:id`,
    talentCombines: `${ADMIN_DASHBOARD}/talent-combines`,
    talentCombineNew: `${ADMIN_DASHBOARD}/talent-combines/new`,
    talentCombine: `${ADMIN_DASHBOARD}/talent-combines/:id`,
    contactSubmissions: `${ADMIN_DASHBOARD}/contact-submissions`,
    settings: `${ADMIN_DASHBOARD}/settings`,
    auditLog: `${ADMIN_DASHBOARD}/audit-log`,
    analytics: `${ADMIN_DASHBOARD}/analytics`,
    decisions: `${ADMIN_DASHBOARD}/decisions`,
    placements: `${ADMIN_DASHBOARD}/placements`,
    combineDays: `${ADMIN_DASHBOARD}/combine-days`,
    clientCompanies: `${ADMIN}/client-companies`,
    clientUsers: `${ADMIN}/client-users`,
  },
} as const;

/** A screen path ({@link PATHS}) with its `:params` filled in, each URL-encoded (a missing one empty). */
export const fillPath = (pattern: string, params: Record<string, string> = {}) =>
  pattern.replace(/:([A-Za-z_]\w*)/g, (_match, name: string) => encodeURIComponent(params[name] ?? ''));

/** In-page anchors of the landing page, in page order, with the label the header navigation shows. */
export const LANDING_SECTIONS = [
  { id: 'home', label: 'Home' },
  { id: 'partners', label: 'Partners' },
  { id: 'what-we-do', label: 'What We Do' },
  { id: 'services', label: 'Services' },
  { id: 'how-we-work', label: 'How We Work' },
  { id: 'testimonials', label: 'Testimonials' },
  { id: 'contact', label: 'Contact' },
] as const;
