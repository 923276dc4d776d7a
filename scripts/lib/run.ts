import { spawn } from 'node:child_process';

/** Runs a command with inherited output; rejects with its exit code. */
export function run(cmd: string, args: string[], opts: { cwd?: string; env?: Record<string, string | undefined> } = {}): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(cmd, args, { stdio: 'inherit', cwd: opts.cwd, env: { ...process.env, ...opts.env } });
    child.on('error', reject);
    child.on('exit', (code, signal) =>
      code === 0 ? resolve() : reject(new Error(`${cmd} ${args.join(' ')} failed (${signal ?? `exit ${code}`})`)),
    );
  });
}
