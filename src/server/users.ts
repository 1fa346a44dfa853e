// Users of a data dir (API.md §1.3): managed by `serve --user` and `calev users`, never by the API.
import { ROLES, type Role, type UserRecord } from '../store/records.js';
import type { Store } from '../store/store.js';
import { hashPassword } from './passwords.js';

export class UserSpecError extends Error {}

/** 'login:password[:role]' (role default administrator). The password may contain ':' only without a role. */
export function parseUserSpec(spec: string): { login: string; password: string; role: Role } {
  const first = spec.indexOf(':');
  if (first <= 0) throw new UserSpecError(`--user needs login:password[:role], got "${spec.split(':')[0]}"`);
  const login = spec.slice(0, first);
  let password = spec.slice(first + 1);
  let role: Role = 'administrator';
  const last = password.lastIndexOf(':');
  if (last >= 0 && (ROLES as readonly string[]).includes(password.slice(last + 1))) {
    role = password.slice(last + 1) as Role;
    password = password.slice(0, last);
  }
  if (password === '') throw new UserSpecError(`--user ${login}: the password is empty`);
  return { login, password, role };
}

export function findUser(store: Pick<Store, 'all'>, loginOrEmail: string): UserRecord | undefined {
  const wanted = loginOrEmail.toLowerCase();
  return store
    .all('users')
    .find((u) => u.login.toLowerCase() === wanted || (u.email !== '' && u.email.toLowerCase() === wanted));
}

/** Creates the user or updates its password and role. */
export async function upsertUser(
  store: Store,
  spec: { login: string; password: string; role: Role; email?: string },
): Promise<UserRecord> {
  const tx = store.begin();
  const existing = findUser(store, spec.login);
  const passwordHash = await hashPassword(spec.password);
  const user: UserRecord = existing
    ? { ...existing, role: spec.role, passwordHash, email: spec.email ?? existing.email }
    : { id: tx.nextId('user'), login: spec.login, email: spec.email ?? '', role: spec.role, passwordHash };
  tx.put('users', user);
  await store.commit(tx);
  return user;
}
