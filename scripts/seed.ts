import './lib/esm-format-fast-path.ts';
import path from 'node:path';
import { mkdir } from 'node:fs/promises';
import { root } from './lib/paths.ts';

process.env.ARIG_ROOT ??= root;
Object.assign(process.env, { NODE_ENV: 'production' });
process.chdir(root);
await mkdir(path.join(root, 'var'), { recursive: true });

const { getPayload } = await import('payload');
const { default: config } = await import('../cms/payload.config.ts');
const { seed } = await import('../cms/seed/run.ts');

const payload = await getPayload({ config });
await seed(payload, (m) => console.log(`▸ ${m}`));
await payload.destroy();
process.exit(0);
