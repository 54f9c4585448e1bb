import { Alert, Button } from 'antd';
import { serverMessage } from './api-error.ts';

/**
 * A read that failed, in every area: the service's own words (else 'Failed to load `what`. Please try again.')
 * and Retry, which reads it again. `read` is the SWR read (`useOperation`'s answer).
 */
export function RetryAlert({
  read,
  what,
}: {
  read: { error: unknown; mutate: () => Promise<unknown> };
  what: string;
}) {
  return (
    <Alert
      type="error"
      showIcon
      title={serverMessage(read.error) ?? `Failed to load ${what}. Please try again.`}
      action={
        <Button size="small" onClick={() => void read.mutate()}>
          Retry
        </Button>
      }
    />
  );
}
