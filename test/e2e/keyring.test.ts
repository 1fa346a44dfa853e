// The system keyring, for real: the built calev against Debian's gnome-keyring on a private D-Bus
// session (dbus-run-session), unlocked for the test and then locked; and against a D-Bus socket
// that never answers. The site is a `calev serve` on loopback, which needs the password to write.
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { mkdirSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import net from 'node:net';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { removeDir, tempDir } from '../cli/harness.js';
import { assertBuilt, calev, startServe } from './calev.js';

const found = (cmd: string) => spawnSync('sh', ['-c', `command -v ${cmd}`]).status === 0;
const SECRET_SERVICE = process.platform === 'linux' && found('dbus-run-session') && found('gnome-keyring-daemon');
const SECRET_TOOL = found('secret-tool');
if (!SECRET_SERVICE)
  console.log(
    '[skip] keyring: dbus-run-session or gnome-keyring-daemon is missing (apt-get install -y dbus gnome-keyring libsecret-tools; .ci/run does)',
  );

const PASSWORD = 'admin-pass';
let home: string;
let server: Awaited<ReturnType<typeof startServe>>;
let url: string;

beforeAll(async () => {
  assertBuilt();
  home = tempDir('calev-e2e-keyring-');
  // the site's data dir is outside HOME, where the test looks for the password in clear
  server = await startServe(
    ['--port', '0', '--data-dir', join(home, 'site'), '--user', `admin:${PASSWORD}:administrator`],
    {},
  );
  url = server.base;
});
afterAll(async () => {
  server?.child.kill('SIGTERM');
  await server?.exited;
  removeDir(home);
});

/** A private D-Bus session with gnome-keyring: `unlocked` creates or unlocks the login keyring. */
async function secretService(userHome: string, unlocked: boolean): Promise<{ bus: string; close(): Promise<void> }> {
  const start = unlocked
    ? 'printf %s "$0" | gnome-keyring-daemon --unlock --components=secrets >/dev/null || exit 1'
    : 'gnome-keyring-daemon --start --components=secrets >/dev/null || exit 1';
  // the session lasts while `cat` reads: closing its stdin ends it, and gnome-keyring with it
  const child: ChildProcess = spawn(
    'dbus-run-session',
    ['--', 'sh', '-c', `${start}; echo "BUS=$DBUS_SESSION_BUS_ADDRESS"; exec cat >/dev/null`, 'keyring-password'],
    { env: { PATH: process.env.PATH ?? '', HOME: userHome }, stdio: ['pipe', 'pipe', 'ignore'] },
  );
  const exited = new Promise<void>((resolve) => child.on('exit', () => resolve()));
  const bus = await new Promise<string>((resolve, reject) => {
    let out = '';
    const timer = setTimeout(() => reject(new Error(`no D-Bus session: ${out}`)), 15_000);
    child.stdout!.setEncoding('utf8').on('data', (d: string) => {
      out += d;
      const m = /^BUS=(.+)$/m.exec(out);
      if (m) {
        clearTimeout(timer);
        resolve(m[1]);
      }
    });
    void exited.then(() => reject(new Error(`the D-Bus session ended: ${out}`)));
  });
  return {
    bus,
    close: async () => {
      child.stdin!.end();
      await exited;
    },
  };
}

/** Every file under `dir` whose bytes contain `text`. */
function filesContaining(dir: string, text: string): string[] {
  const hits: string[] = [];
  for (const entry of readdirSync(dir, { withFileTypes: true, recursive: true })) {
    if (!entry.isFile()) continue;
    const path = join(entry.parentPath, entry.name);
    if (readFileSync(path).includes(text)) hits.push(path);
  }
  return hits;
}

function secretToolLookup(bus: string, account: string): string {
  const res = spawnSync('secret-tool', ['lookup', 'service', 'calev', 'username', account], {
    env: { PATH: process.env.PATH ?? '', DBUS_SESSION_BUS_ADDRESS: bus },
    encoding: 'utf8',
  });
  return res.stdout;
}

const createEvent = (env: Record<string, string>) =>
  calev(['events', 'create', '--title', 'Gig', '--start-date', '2030-01-01 10:00', '--end-date', '2030-01-01 11:00'], {
    env: { ...env, CALEV_FORMAT: 'ids' },
  });

describe.runIf(SECRET_SERVICE)('with a Secret Service (gnome-keyring on a private D-Bus session)', () => {
  let userHome: string;
  let env: Record<string, string>;
  const account = () => `default:admin@${url}`;
  const configFile = () => join(userHome, 'config', 'calev', 'config.json');

  beforeAll(() => {
    userHome = join(home, 'desktop');
    mkdirSync(userHome);
    env = { HOME: userHome, XDG_CONFIG_HOME: join(userHome, 'config') };
  });

  it('login keeps the password in the keyring, nowhere in a file; commands read it; logout removes it', async () => {
    const session = await secretService(userHome, true);
    try {
      const withBus = { ...env, DBUS_SESSION_BUS_ADDRESS: session.bus };
      const login = await calev(['login', '--url', url, '--user', 'admin', '--password-stdin'], {
        env: withBus,
        input: `${PASSWORD}\n`,
      });
      expect(login.stderr).toBe(`logged in to ${url} as admin; saved in the system keyring for profile default\n`);
      expect(login.code).toBe(0);
      expect(JSON.parse(readFileSync(configFile(), 'utf8'))).toEqual({
        current: 'default',
        profiles: { default: { url, user: 'admin', keyring: true } },
      });
      // gnome-keyring's own files are encrypted: nothing under HOME holds the password in clear
      expect(filesContaining(userHome, PASSWORD)).toEqual([]);
      if (SECRET_TOOL) expect(secretToolLookup(session.bus, account())).toBe(PASSWORD);

      const shown = await calev(['profile', 'show', '--format', 'json'], { env: withBus });
      expect(JSON.parse(shown.stdout)).toMatchObject({ password: 'system keyring' });
      expect(shown.stdout).not.toContain(PASSWORD);

      // a write needs the password: it came from the keyring
      const created = await createEvent(withBus);
      expect(created.stderr).toBe('');
      expect(created.stdout).toMatch(/^\d+\n$/);

      // CALEV_PASSWORD comes first
      const wrong = await createEvent({ ...withBus, CALEV_PASSWORD: 'wrong' });
      expect(wrong.code).toBe(4);

      const logout = await calev(['logout'], { env: withBus });
      expect(logout.stderr).toBe(`removed the password of admin at ${url} from the system keyring (profile default)\n`);
      expect(logout.code).toBe(0);
      if (SECRET_TOOL) expect(secretToolLookup(session.bus, account())).toBe('');
      const after = await createEvent(withBus);
      expect(after.code).toBe(4);
      expect(after.stderr).toMatch(/^error: no application password for user "admin"\nhint: save it with: calev login/);

      // saved again for the locked-keyring test below
      expect((await calev(['login', '--password-stdin'], { env: withBus, input: `${PASSWORD}\n` })).stderr).toMatch(
        /saved in the system keyring/,
      );
    } finally {
      await session.close();
    }
  });

  it('a locked keyring that cannot ask to be unlocked: a clear error on read, the file with a notice on login', async () => {
    const session = await secretService(userHome, false);
    try {
      const withBus = { ...env, DBUS_SESSION_BUS_ADDRESS: session.bus };
      const read = await createEvent(withBus);
      expect(read.code).toBe(4);
      expect(read.stderr).toMatch(
        /^error: no application password for user "admin": it is kept in the system keyring, which did not answer \(.+\)\nhint: save it with: calev login --profile default, or set CALEV_PASSWORD\n$/,
      );
      const login = await calev(['login', '--password-stdin'], { env: withBus, input: `${PASSWORD}\n` });
      expect(login.code).toBe(0);
      expect(login.stderr).toMatch(
        new RegExp(
          `^logged in to ${url} as admin; saved in profile default\\nnote: no system keyring answered \\(.+\\), so the password is in ${configFile()} \\(mode 0600\\)\\n$`,
        ),
      );
      expect(statSync(configFile()).mode & 0o777).toBe(0o600);
      expect(JSON.parse(readFileSync(configFile(), 'utf8')).profiles.default).toEqual({
        url,
        user: 'admin',
        password: PASSWORD,
      });
      expect((await createEvent(withBus)).code).toBe(0);
    } finally {
      await session.close();
    }
  });
});

describe.runIf(process.platform === 'linux')('a D-Bus that never answers', () => {
  let socketPath: string;
  let bus: net.Server;
  let env: Record<string, string>;

  beforeAll(async () => {
    const userHome = join(home, 'hung');
    socketPath = join(home, 'hung-bus.sock');
    // accepts the connection and then says nothing, as a wedged bus would
    bus = net.createServer((c) => c.on('data', () => undefined));
    await new Promise<void>((resolve) => bus.listen(socketPath, resolve));
    env = {
      HOME: userHome,
      XDG_CONFIG_HOME: join(userHome, 'config'),
      DBUS_SESSION_BUS_ADDRESS: `unix:path=${socketPath}`,
    };
  });
  afterAll(async () => {
    await new Promise((resolve) => bus.close(resolve));
  });

  it('login gives the keyring up (3 s without a terminal) and saves the password in the file, saying so', async () => {
    const login = await calev(['login', '--url', url, '--user', 'admin', '--password-stdin'], {
      env,
      input: `${PASSWORD}\n`,
    });
    expect(login.code).toBe(0);
    expect(login.stderr).toBe(
      `logged in to ${url} as admin; saved in profile default\n` +
        `note: no system keyring answered (no answer within 3 s), so the password is in ${join(env.XDG_CONFIG_HOME, 'calev', 'config.json')} (mode 0600)\n`,
    );
    expect((await createEvent(env)).code).toBe(0);
  });

  it('a password kept in the keyring cannot be read: exit 4 with the reason, no stack trace', async () => {
    const configFile = join(env.XDG_CONFIG_HOME, 'calev', 'config.json');
    const data = JSON.parse(readFileSync(configFile, 'utf8'));
    const { password: _p, ...rest } = data.profiles.default;
    data.profiles.default = { ...rest, keyring: true };
    writeFileSync(configFile, JSON.stringify(data));
    const read = await createEvent(env);
    expect(read.code).toBe(4);
    expect(read.stderr).toBe(
      'error: no application password for user "admin": it is kept in the system keyring, which did not answer (no answer within 3 s)\n' +
        'hint: save it with: calev login --profile default, or set CALEV_PASSWORD\n',
    );
  });
});
