import type { ReactNode } from 'react';
import { Button, type ButtonSize } from '../button/button';
import { Alert } from './alert';

/** A read as TanStack Query's `useQuery` answers it. */
interface Read {
  isError: boolean;
  refetch: () => unknown;
}

interface ReadFailedProps {
  /** The reads the block shows; Try again reads again those that failed. */
  reads: readonly Read[];
  size?: ButtonSize;
  children: ReactNode;
}

/** A block whose data could not be read: the message and Try again. */
export function ReadFailed({ reads, size, children }: ReadFailedProps) {
  return (
    <Alert
      action={
        <Button
          variant="secondary"
          size={size}
          onClick={() => {
            for (const read of reads) if (read.isError) void read.refetch();
          }}
        >
          Try again
        </Button>
      }
    >
      {children}
    </Alert>
  );
}
