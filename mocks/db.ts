/**
 * The mock database: one @msw/data collection per collection of the registry
 * (`src/backend/collections.ts`), each built from its record schema. See docs/decisions.md
 * ("Mock backend") for why @msw/data 1.x.
 */
import { Collection } from '@msw/data';
import { COLLECTIONS, type CollectionName } from '@/backend/collections';

export type { CollectionName };

/** The record schema of every collection, by collection name (the registry's). */
export const RECORD_SCHEMAS = Object.fromEntries(
  Object.entries(COLLECTIONS).map(([name, { schema }]) => [name, schema]),
) as { [K in CollectionName]: (typeof COLLECTIONS)[K]['schema'] };

type Schemas = typeof RECORD_SCHEMAS;
export type Db = { [K in CollectionName]: Collection<Schemas[K]> };

export const db = Object.fromEntries(
  Object.entries(RECORD_SCHEMAS).map(([name, schema]) => [name, new Collection({ schema })]),
) as Db;
