import * as migration_20261122_224033_initial from './20261122_224033_initial';

export const migrations = [
  {
    up: migration_20261122_224033_initial.up,
    down: migration_20261122_224033_initial.down,
    name: '20261122_224033_initial'
  },
];
