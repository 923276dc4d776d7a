import { existsSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
import { build } from './build.ts';
import { serverEntry } from './lib/compile-server.ts';
import { serverNodeFlags } from './lib/server-flags.ts';

/**
 * `npm start`: builds when the build is stale or missing (unless ARIG_SKIP_BUILD=1: built once, by a deploy), then becomes the compiled production server
 * (server/main.ts, in dist/server/): the same process, so an orchestrator's SIGTERM reaches the server
 * itself, and plain Node, so none of tsx's loading is paid at run time.
 */
if (process.env.ARIG_SKIP_BUILD !== '1') await build();
if (!existsSync(serverEntry)) throw new Error(`the build left no server at ${serverEntry}`);
if (process.execve) process.execve(process.execPath, [process.execPath, ...serverNodeFlags, serverEntry], process.env);
// Where a process cannot replace itself (Windows), the server runs in this one.
else await import(pathToFileURL(serverEntry).href);
