import { Alert, Button } from '@/shared/ui';
import { detailOr } from '@/shared/api';

interface QueryErrorProps {
  error: unknown;
  fallback: string;
  onRetry: () => void;
}

/** A read that failed: the server's detail (or the fallback) and a way to try again. */
export function QueryError({ error, fallback, onRetry }: QueryErrorProps) {
  return (
    <Alert
      action={
        <Button variant="secondary" size="sm" onClick={onRetry}>
          Try again
        </Button>
      }
    >
      {detailOr(error, fallback)}
    </Alert>
  );
}
