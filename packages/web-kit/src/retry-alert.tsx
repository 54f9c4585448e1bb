import { Alert, Button } from 'antd';
import { serverMessage } from './api-error.ts';

/** A read that failed, in every area: the service's own words (else `fallback`) and Retry. */
export function RetryAlert({
  error,
  fallback,
  onRetry,
}: {
  error: unknown;
  fallback: string;
  onRetry: () => void;
}) {
  return (
    <Alert
      type="error"
      showIcon
      title={serverMessage(error) ?? fallback}
      action={
        <Button size="small" onClick={onRetry}>
          Retry
        </Button>
      }
    />
  );
}
