import * as migration_20261122_224023_initial from './20261122_224023_initial';

export const migrations = [
  {
    up: migration_20261122_224023_initial.up,
    down: migration_20261122_224023_initial.down,
    name: '20261122_224023_initial'
  },
];
