import { enableCompileCache } from 'node:module';

/**
 * Node keeps the bytecode of the modules it compiles in a folder (the OS temp folder's node-compile-cache,
 * keyed by Node's version and each file's content) and reuses it on the next start: a restart is about
 * 0.35 s faster (2.58 → 2.24 s to ready, measured 2026-11-29), most of it Next's and Payload's modules.
 * Imported first by main.ts, so it covers everything loaded after it; NODE_DISABLE_COMPILE_CACHE=1 turns it off.
 */
enableCompileCache();
