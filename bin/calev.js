#!/usr/bin/env node
import module from 'node:module';
import v8 from 'node:v8';
// undici parses HTTP in WebAssembly (llhttp). V8 compiles it with Liftoff, then its hot function
// again with TurboFan on a background thread (120-220 ms of CPU); Node 20 and 22 wait for that
// thread before they exit. A command over HTTP reads a few responses: an unreachable tier-up budget
// keeps the parser in Liftoff (as fast for a 10k-event import, bench/import.js). No other wasm runs.
// --liftoff-only would say it plainly, but Node 24 ignores it when it is set at run time.
v8.setFlagsFromString('--wasm-tiering-budget=2000000000');
// Node 22.1+ keeps compiled code between runs (start-up); Node 20 has no such cache.
module.enableCompileCache?.();
const { main } = await import('../dist/main.js');
process.exitCode = await main(process.argv.slice(2));
