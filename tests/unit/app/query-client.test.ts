import { QueryObserver } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { queryClient } from '@/app/query-client';
import { ApiError } from '@/shared/api/api-error';
import { USER_CHANGED } from '@/shared/api/http';

const userChanged = () => new ApiError(0, 'The signed-in user changed.', USER_CHANGED);

/** Every status the query went through, in order. */
function watch(key: string, fn: () => Promise<string>) {
  const observer = new QueryObserver(queryClient, { queryKey: [key], queryFn: fn });
  const statuses: string[] = [];
  const done = new Promise<string>((resolve) => {
    observer.subscribe((result) => {
      statuses.push(result.status);
      if (result.status !== 'pending') resolve(result.status);
    });
  });
  return { statuses, done };
}

describe('the query client and a change of user', () => {
  it('reads again through a switch that cuts the same read off several times, never failing', async () => {
    // A sign-out, the page going home, a sign-in and the next page: four cuts in a row.
    let calls = 0;
    const { statuses, done } = watch('switch-4', async () => {
      calls += 1;
      if (calls <= 4) throw userChanged();
      return 'figures';
    });
    expect(await done).toBe('success');
    expect(calls).toBe(5);
    expect(statuses).not.toContain('error');
    expect(queryClient.getQueryData(['switch-4'])).toBe('figures');
  });

  it('still shows a real failure after its one retry', async () => {
    let calls = 0;
    const { done } = watch('broken', async () => {
      calls += 1;
      throw new ApiError(500, 'Broken', 'http_500', true);
    });
    expect(await done).toBe('error');
    expect(calls).toBe(2);
  }, 10_000);
});
