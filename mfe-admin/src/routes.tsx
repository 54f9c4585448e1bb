import { PATHS } from '@gtm/contracts/paths';
import { injectStyle } from '@gtm/web-kit/inject-style.ts';
import type { TRemoteRoutesModule } from '@gtm/web-kit/remote-routes.ts';
import { AdminLayout } from './components/admin-layout.tsx';
import { AnalyticsRoute } from './features/analytics/components/analytics-route.tsx';
import { AuditLogPage } from './features/audit-log/components/audit-log-page.tsx';
import { CandidatesPage } from './features/candidates/components/candidates-page.tsx';
import { ClientCompaniesPage } from './features/client-companies/components/client-companies-page.tsx';
import { ClientUsersPage } from './features/client-users/components/client-users-page.tsx';
import { CombineDaysPage } from './features/combine-days/components/combine-days-page.tsx';
import { ContactSubmissionsPage } from './features/contact-submissions/components/contact-submissions-page.tsx';
import { DashboardPage } from './features/dashboard/components/dashboard-page.tsx';
import { DecisionsPage } from './features/decisions/components/decisions-page.tsx';
import { OnePagersPage } from './features/one-pagers/components/one-pagers-page.tsx';
import { PlacementsPage } from './features/placements/components/placements-page.tsx';
import { SettingsPage } from './features/settings/components/settings-page.tsx';
import { TalentCombinesPage } from './features/talent-combines/components/talent-combines-page.tsx';
import css from './styles/admin.css';

injectStyle('mfe-admin', css);

/** The admin area, mounted by the shell behind its admin guard. List, create and edit views share one screen. */
export const routes: TRemoteRoutesModule['routes'] = [
  {
    Component: AdminLayout,
    children: [
      { path: PATHS.admin.dashboard, Component: DashboardPage },
      // One screen for the list, `/new` and `/:id`: the dialogs open over the list, which keeps its state.
      {
        path: PATHS.admin.candidates,
        Component: CandidatesPage,
        children: [{ path: PATHS.admin.candidateNew }, { path: PATHS.admin.candidate }],
      },
      {
        path: PATHS.admin.onePagers,
        Component: OnePagersPage,
        children: [{ path: PATHS.admin.onePagerNew }, { path: PATHS.admin.onePager }],
      },
      {
        path: PATHS.admin.talentCombines,
        Component: TalentCombinesPage,
        children: [{ path: PATHS.admin.talentCombineNew }, { path: PATHS.admin.talentCombine }],
      },
      { path: PATHS.admin.contactSubmissions, Component: ContactSubmissionsPage },
      { path: PATHS.admin.settings, Component: SettingsPage },
      { path: PATHS.admin.clientCompanies, Component: ClientCompaniesPage },
      { path: PATHS.admin.clientUsers, Component: ClientUsersPage },
      { path: PATHS.admin.auditLog, Component: AuditLogPage },
      { path: PATHS.admin.analytics, Component: AnalyticsRoute },
      { path: PATHS.admin.decisions, Component: DecisionsPage },
      { path: PATHS.admin.placements, Component: PlacementsPage },
      { path: PATHS.admin.combineDays, Component: CombineDaysPage },
    ],
  },
];
