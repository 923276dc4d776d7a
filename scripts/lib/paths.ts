import path from 'node:path';

export const root = path.resolve(import.meta.dirname, '..', '..');
export const bin = (name: string): string => path.join(root, 'node_modules', '.bin', name);
