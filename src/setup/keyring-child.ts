// The keyring helper: one operation on the system keyring, asked as JSON on stdin and answered as
// JSON on stdout. src/setup/keyring.ts starts it and kills it when it is late; it is a process of
// its own so that a keyring that hangs (a D-Bus that never answers) cannot hang calev.
import type * as Library from '@napi-rs/keyring';
import { createRequire } from 'node:module';
import type { KeyringReply, KeyringRequest } from './keyring.js';

async function answer(req: KeyringRequest): Promise<KeyringReply> {
  let lib: typeof Library;
  try {
    lib = createRequire(import.meta.url)('@napi-rs/keyring') as typeof Library;
  } catch {
    return { ok: false, reason: `no keyring library for ${process.platform}-${process.arch}` };
  }
  try {
    // Linux: the Secret Service only. The library's other store, the kernel keyring, forgets its
    // keys at logout, so a password saved there would be lost without a word.
    const entry = new lib.AsyncEntry(req.service, req.account, { linux: { store: 'secret-service' } });
    switch (req.op) {
      case 'get':
        return { ok: true, value: await entry.getPassword() };
      case 'set':
        await entry.setPassword(req.password ?? '');
        return { ok: true, value: null };
      case 'delete':
        return { ok: true, value: await entry.deletePassword() };
    }
  } catch (err) {
    return { ok: false, reason: firstLine(err instanceof Error ? err.message : String(err)) };
  }
}

function firstLine(text: string): string {
  return text.split('\n')[0].trim() || 'unknown error';
}

let input = '';
for await (const chunk of process.stdin) input += String(chunk);
let reply: KeyringReply;
try {
  reply = await answer(JSON.parse(input) as KeyringRequest);
} catch (err) {
  reply = { ok: false, reason: firstLine(err instanceof Error ? err.message : String(err)) };
}
// The library may leave D-Bus threads behind: exit once the answer is written.
process.stdout.write(JSON.stringify(reply), () => process.exit(0));
