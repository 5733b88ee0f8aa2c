/** Stories, part 4 of 4 (see shard.ts). */
import { storyShard } from './shard';

storyShard(3);
