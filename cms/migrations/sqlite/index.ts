import * as migration_20261122_224023_initial from './20261122_224023_initial';
import * as migration_20261122_233259_media_small_size from './20261122_233259_media_small_size';

export const migrations = [
  {
    up: migration_20261122_224023_initial.up,
    down: migration_20261122_224023_initial.down,
    name: '20261122_224023_initial',
  },
  {
    up: migration_20261122_233259_media_small_size.up,
    down: migration_20261122_233259_media_small_size.down,
    name: '20261122_233259_media_small_size'
  },
];
