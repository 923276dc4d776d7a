import { writeFileSync } from 'node:fs';

/**
 * Preloaded into a process the bench measures (`node --import ./bench/peak-memory.ts …`): on exit, its peak
 * resident memory goes to the file ARIG_PEAK_MEMORY_FILE names.
 */
const out = process.env.ARIG_PEAK_MEMORY_FILE;
if (out) process.on('exit', () => writeFileSync(out, String(process.resourceUsage().maxRSS * 1024)));
