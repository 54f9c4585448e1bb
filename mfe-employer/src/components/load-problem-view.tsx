import { Alert, Button } from 'antd';
import { Link } from '@gtm/web-kit/router.ts';
import { PATHS } from '@gtm/contracts/paths';
import type { TLoadProblem } from '../lib/load-problem.ts';

/**
 * What a page shows when its data did not load, once and in words: revoked access, a page that is not there
 * (with the way back to the dashboard), or a failure with Retry.
 */
export function LoadProblemView({ problem, onRetry }: { problem: TLoadProblem; onRetry: () => void }) {
  if (problem.kind === 'failed') {
    return (
      <Alert
        type="error"
        showIcon
        className="emp-problem"
        data-testid="load-problem"
        title={problem.message}
        action={
          <Button size="small" onClick={onRetry}>
            Retry
          </Button>
        }
      />
    );
  }
  return (
    <Alert
      type="warning"
      showIcon
      className="emp-problem"
      data-testid="load-problem"
      title={problem.message}
      description={
        problem.kind === 'not-found' ? <Link to={PATHS.employer.dashboard}>Back to the dashboard</Link> : null
      }
    />
  );
}
