import { ensureChromium } from './ensure-chromium.ts';
import { build } from './build.ts';
import { bin, root } from './lib/paths.ts';
import { run } from './lib/run.ts';

/** npm test: static checks, unit and integration tests, then browser journeys on a production build. */
const started = Date.now();
const step = (name: string) => console.log(`\n▸ ${name} (${Math.round((Date.now() - started) / 1000)}s)`);

step('בדיקות סטטיות: עיצוב קוד, lint, טיפוסים');
await run(bin('prettier'), ['--check', '--log-level', 'warn', '.'], { cwd: root });
await run(bin('eslint'), ['.'], { cwd: root });
await run(bin('tsc'), ['--noEmit'], { cwd: root });

step('בדיקות יחידה ואינטגרציה (Vitest)');
await run(bin('vitest'), ['run'], { cwd: root });

step('דפדפן לבדיקות');
await ensureChromium();

step('בנייה');
await build();

step('מסעות משתמש בדפדפן אמיתי (Playwright + axe)');
await run(bin('vitest'), ['run', '--config', 'vitest.e2e.config.ts'], { cwd: root });

step('כל הבדיקות עברו');
