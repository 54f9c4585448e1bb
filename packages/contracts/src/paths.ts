/**
 * Every screen path of the portal (spec section 2). The shell's route table, the remotes' route trees and
 * the access rules all read these, so a path is spelled once. `:id` segments are react-router patterns.
 */
export const PATHS = {
  home: '/',
  forEmployers: '/for-employers',
  forCandidates: '/for-candidates',
  talentCombine: '/talent-combine',

  auth: '/auth',
  candidateAuth: '/candidate/auth',
  employerAuth: '/employer/auth',
  adminAuth: '/admin/auth',
  adminLogin: '/admin/login',

  candidate: {
    dashboard: '/candidate/dashboard',
    profile: '/candidate/profile',
    roleSelection: '/candidate/role-selection',
    onePagers: '/candidate/one-pagers',
    onePager: '/candidate/one-pagers/:id',
    settings: '/candidate/settings',
    onboardingSdr: '/candidate/onboarding/sdr',
    onboardingAe: '/candidate/onboarding/ae',
  },

  employer: {
    dashboard: '/employer/dashboard',
    combine: '/employer/combines/:shareId',
    onePager: '/employer/combines/:shareId/candidates/:onePagerId',
  },

  admin: {
    dashboard: '/admin/dashboard',
    candidates: '/admin/dashboard/candidates',
    candidateNew: '/admin/dashboard/candidates/new',
    candidate: '/admin/dashboard/candidates/:id',
    onePagers: '/admin/dashboard/one-pagers',
    onePagerNew: '/admin/dashboard/one-pagers/new',
    onePager: '/admin/dashboard/one-pagers/:id',
    talentCombines: '/admin/dashboard/talent-combines',
    talentCombineNew: '/admin/dashboard/talent-combines/new',
    talentCombine: '/admin/dashboard/talent-combines/:id',
    contactSubmissions: '/admin/dashboard/contact-submissions',
    settings: '/admin/dashboard/settings',
    auditLog: '/admin/dashboard/audit-log',
    analytics: '/admin/dashboard/analytics',
    clientCompanies: '/admin/client-companies',
    clientUsers: '/admin/client-users',
  },
} as const;

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
