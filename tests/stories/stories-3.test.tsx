/** Stories, part 3 of 4 (see shard.ts). */
import { storyShard } from './shard';

storyShard(2);
