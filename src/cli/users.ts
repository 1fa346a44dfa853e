// `calev users add|list|remove|passwd`: the users of the local data dir. They are kept by the store,
// so a data dir held by a running `calev serve` is refused (one writer at a time).
import type { Context } from '../context.js';
import type { Role, UserRecord } from '../store/records.js';
import type { Store } from '../store/store.js';
import { CancelledError, CommandError, UsageError } from '../setup/errors.js';
import { Output } from './output/output.js';
import { readStdinLine } from './stdin.js';

export interface UserOptions {
  login: string;
  role?: Role;
  email?: string;
  yes?: boolean;
}

async function withStore<T>(ctx: Context, run: (store: Store) => Promise<T>): Promise<T> {
  const settings = await ctx.settings();
  const { Store, StoreUnavailableError } = await import('../store/store.js');
  let store: Store;
  try {
    store = await Store.open(settings.dataDir, { command: ctx.command, wait: ctx.lockWait(settings) });
  } catch (err) {
    if (err instanceof StoreUnavailableError) {
      throw new CommandError(
        err.message,
        err.hint ??
          'stop that process first; `calev serve --user login:password[:role]` also adds users when it starts',
      );
    }
    throw err;
  }
  try {
    return await run(store);
  } finally {
    await store.close();
  }
}

/** A new password: asked twice on a terminal, else the first line of stdin. */
async function newPassword(ctx: Context, login: string): Promise<string> {
  if (ctx.interactive()) {
    const first = await ctx.prompter.password(`Password for ${login}`);
    const again = await ctx.prompter.password('Repeat the password');
    if (first !== again) throw new UsageError('the passwords differ');
    if (first === '') throw new UsageError('the password is empty');
    return first;
  }
  const line = await readStdinLine(ctx);
  if (line === '')
    throw new UsageError(`no password for ${login}`, `pipe it in: printf '%s\\n' "$PASSWORD" | calev users ...`);
  return line;
}

function view(u: UserRecord): Record<string, unknown> {
  return { id: u.id, login: u.login, email: u.email, role: u.role };
}

export async function runUsersList(ctx: Context): Promise<void> {
  const users = await withStore(ctx, async (store) => store.all('users').map(view));
  const output = await Output.for(ctx, undefined, ['id', 'login', 'email', 'role']);
  const writer = output.list();
  await writer.add(users);
  await writer.end();
}

export async function runUsersAdd(opts: UserOptions, ctx: Context): Promise<void> {
  await withStore(ctx, async (store) => {
    const { findUser, upsertUser } = await import('../server/users.js');
    if (findUser(store, opts.login))
      throw new CommandError(`user ${opts.login} exists`, `change the password with: calev users passwd ${opts.login}`);
    const password = await newPassword(ctx, opts.login);
    const user = await upsertUser(store, {
      login: opts.login,
      password,
      role: opts.role ?? 'administrator',
      email: opts.email,
    });
    if (!ctx.flags.quiet) ctx.io.stderr.write(`added user ${user.login} (${user.role}, id ${user.id})\n`);
  });
}

export async function runUsersPasswd(opts: UserOptions, ctx: Context): Promise<void> {
  await withStore(ctx, async (store) => {
    const { findUser, upsertUser } = await import('../server/users.js');
    const user = findUser(store, opts.login);
    if (!user) throw new CommandError(`no user ${opts.login}`, 'list them with: calev users list');
    const password = await newPassword(ctx, opts.login);
    await upsertUser(store, { login: user.login, password, role: opts.role ?? user.role, email: opts.email });
    if (!ctx.flags.quiet) ctx.io.stderr.write(`changed the password of ${user.login}\n`);
  });
}

export async function runUsersRemove(opts: UserOptions, ctx: Context): Promise<void> {
  // an unknown login is said before any question: "Remove user nobody?" asked for nothing
  await withStore(ctx, async (store) => {
    const { findUser } = await import('../server/users.js');
    if (!findUser(store, opts.login))
      throw new CommandError(`no user ${opts.login}`, 'list them with: calev users list');
  });
  if (!opts.yes) {
    if (!ctx.interactive())
      throw new UsageError(`refusing to remove user ${opts.login} without confirmation`, 'add --yes');
    if (!(await ctx.prompter.confirm(`Remove user ${opts.login}?`, false)))
      throw new CancelledError(`user ${opts.login} was not removed`);
  }
  await withStore(ctx, async (store) => {
    const { findUser } = await import('../server/users.js');
    const user = findUser(store, opts.login);
    if (!user) throw new CommandError(`no user ${opts.login}`, 'list them with: calev users list');
    const tx = store.begin();
    tx.remove('users', user.id);
    await store.commit(tx);
    if (!ctx.flags.quiet) ctx.io.stderr.write(`removed user ${user.login}\n`);
  });
}
