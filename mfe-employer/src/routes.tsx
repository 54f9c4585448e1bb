import { PATHS } from '@gtm/contracts/paths';
import { injectStyle } from '@gtm/web-kit/inject-style.ts';
import type { TRemoteRoutesModule } from '@gtm/web-kit/remote-routes.ts';
import { EmployerLayout } from './components/employer-layout.tsx';
import { CombinePage } from './features/combine/components/combine-page.tsx';
import { RunOfShowPage } from './features/combine-day/components/run-of-show-page.tsx';
import { DashboardPage } from './features/dashboard/components/dashboard-page.tsx';
import { DebriefPage } from './features/debrief/components/debrief-page.tsx';
import { OnePagerPage } from './features/one-pager/components/one-pager-page.tsx';
import css from './styles/employer.css';

injectStyle('mfe-employer', css);

/** The employer area, mounted by the shell behind its employer guard. */
export const routes: TRemoteRoutesModule['routes'] = [
  {
    Component: EmployerLayout,
    children: [
      { path: PATHS.employer.dashboard, Component: DashboardPage },
      { path: PATHS.employer.combine, Component: CombinePage },
      { path: PATHS.employer.onePager, Component: OnePagerPage },
      { path: PATHS.employer.combineDay, Component: RunOfShowPage },
      { path: PATHS.employer.combineDayDebrief, Component: DebriefPage },
    ],
  },
];
