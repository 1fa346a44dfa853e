#!/usr/bin/env node
import module from 'node:module';
// Node 22.1+ keeps compiled code between runs (start-up); Node 20 has no such cache.
module.enableCompileCache?.();
const { main } = await import('../dist/main.js');
process.exitCode = await main(process.argv.slice(2));
