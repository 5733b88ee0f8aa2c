import { Collection as MswCollection } from '@msw/data';
import { z } from 'zod';
import { mockCollection } from './store';
import { IdempotencyRecordSchema, type IdempotencyRecord } from '@/shared/store/records';
import { describeIdempotency } from '../tests/store/idempotency-suite';
import { describePort, type Thing } from '../tests/store/port-suite';

const ThingSchema = z.object({
  id: z.string(),
  name: z.string(),
  owner: z.string(),
  n: z.number(),
  at: z.string(),
  tags: z.array(z.string()),
  note: z.string().nullable(),
});

describePort('the mock database', {
  async things() {
    const table = new MswCollection({ schema: ThingSchema });
    return mockCollection<Thing>('things', table as never, [['name']]);
  },
});

describeIdempotency('the mock database', {
  async keys() {
    const table = new MswCollection({ schema: IdempotencyRecordSchema });
    return mockCollection<IdempotencyRecord>('idempotency', table as never);
  },
});
