import { Skeleton } from 'antd';
import { Suspense, lazy } from 'react';

/**
 * The analytics screen, loaded when first opened: its charts library (@ant-design/plots, mfe-admin's own, never
 * shared through federation) stays out of the other admin screens' code.
 */
const AnalyticsPage = lazy(() => import('./analytics-page.tsx'));

export function AnalyticsRoute() {
  return (
    <Suspense
      fallback={
        <section className="admin-page">
          <Skeleton active paragraph={{ rows: 8 }} />
        </section>
      }
    >
      <AnalyticsPage />
    </Suspense>
  );
}
