/** Stories, part 1 of 4 (see shard.ts). */
import { storyShard } from './shard';

storyShard(0);
