import { spawn } from 'node:child_process';
import path from 'node:path';
import { root } from './paths.ts';

/** Children run on this same Node (24), whatever `node` the machine's PATH would find first. */
const pathWithOurNode = [
  path.dirname(process.execPath),
  path.join(root, 'node_modules', '.bin'),
  process.env.PATH,
].join(path.delimiter);

/** Runs a command with inherited output; rejects with its exit code. */
export function run(
  cmd: string,
  args: string[],
  opts: { cwd?: string; env?: Record<string, string | undefined> } = {},
): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(cmd, args, {
      stdio: 'inherit',
      cwd: opts.cwd,
      env: { ...process.env, PATH: pathWithOurNode, ...opts.env },
    });
    child.on('error', reject);
    child.on('exit', (code, signal) =>
      code === 0 ? resolve() : reject(new Error(`${cmd} ${args.join(' ')} failed (${signal ?? `exit ${code}`})`)),
    );
  });
}
