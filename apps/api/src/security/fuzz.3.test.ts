import { fuzzShard } from './fuzz-suite.js';

/** Shard 3 of 3 of the fuzz suite (fuzz-suite.ts); the shards run in parallel. */
await fuzzShard(2, 3);
