// The site kit (CALEV_TEC_SITE, default ../shared/tec-site beside the repository): where it is,
// whether it can run here, and what starting a site needs before the real-site files start theirs.
import { execFile } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { ROOT } from '../e2e/calev.js';

export const KIT = resolve(ROOT, process.env.CALEV_TEC_SITE ?? '../shared/tec-site');

/** Why the suite cannot run here, or undefined when it can. */
export function missingPrerequisite(): string | undefined {
  if (!existsSync(join(KIT, 'start.sh'))) return `no site kit at ${KIT} (set CALEV_TEC_SITE)`;
  if (process.platform !== 'linux') return 'the site kit runs on Linux only';
  // start.sh installs Debian's php and mariadb when missing, which needs root.
  if (process.getuid?.() !== 0 && !(hasCommand('php') && hasCommand('mariadb')))
    return 'php and mariadb are missing and installing them needs root';
  return undefined;
}

function hasCommand(name: string): boolean {
  return (process.env.PATH ?? '').split(':').some((dir) => dir !== '' && existsSync(join(dir, name)));
}

export async function freePort(): Promise<number> {
  return new Promise((done, fail) => {
    const server = createServer();
    server.once('error', fail);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => done(port));
    });
  });
}

export function sh(
  cmd: string,
  args: string[],
  timeoutMs: number,
): Promise<{ code: number; out: string; err: string }> {
  return new Promise((done) => {
    execFile(cmd, args, { timeout: timeoutMs, encoding: 'utf8' }, (error, out, err) =>
      done({ code: error ? Number((error as { code?: unknown }).code ?? 1) || 1 : 0, out, err }),
    );
  });
}

/**
 * vitest's global set-up of the real-site suite (vitest.site.config.ts), which starts its files'
 * sites two at a time: on a machine where start.sh would install PHP, MariaDB and WordPress, or
 * start MariaDB, one throwaway site does that first, so that two start.sh never run apt-get or
 * start MariaDB at once. Where the suite cannot run here, each file says why (test/tec/site.ts).
 */
export async function setup(): Promise<void> {
  if (missingPrerequisite()) return;
  const ready =
    hasCommand('php') &&
    hasCommand('mariadb') &&
    existsSync('/usr/share/wordpress') &&
    (await sh('mariadb', ['-e', 'select 1'], 30_000)).code === 0;
  if (ready) return;
  const dir = mkdtempSync(join(tmpdir(), 'calev-tec-kit-'));
  try {
    // a failure here is the files' to report: each tries start.sh itself and says why it failed
    const started = await sh(join(KIT, 'start.sh'), [join(dir, 'site'), String(await freePort())], 300_000);
    if (started.code === 0) await sh(join(KIT, 'stop.sh'), [join(dir, 'site'), '--drop'], 60_000);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
