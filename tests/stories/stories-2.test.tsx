/** Stories, part 2 of 4 (see shard.ts). */
import { storyShard } from './shard';

storyShard(1);
