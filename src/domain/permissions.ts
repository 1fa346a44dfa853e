// The role matrix of API.md §2.2 and the visibility rules of §2.3.
import type { PostCommon, PostStatus, Role, UserRecord } from '../store/records.js';

export type Caller = UserRecord | null;

const WRITERS: readonly Role[] = ['administrator', 'editor', 'author', 'contributor'];
const EDIT_ALL: readonly Role[] = ['administrator', 'editor'];
/** keep the status they ask for (§5.5) and may send an image URL */
const PUBLISHERS: readonly Role[] = ['administrator', 'editor', 'author'];

function role(caller: Caller): Role | null {
  return caller?.role ?? null;
}

/** May create events, venues and organizers; also "has edit rights" for list status filters. */
export function canWritePosts(caller: Caller): boolean {
  const r = role(caller);
  return r !== null && WRITERS.includes(r);
}

/** The status used for permission checks: a trashed item keeps the one it had before. */
export function effectiveStatus(item: PostCommon): PostStatus {
  return item.status === 'trash' ? (item.trashedFrom ?? 'draft') : item.status;
}

export function isOwn(caller: Caller, item: PostCommon): boolean {
  return caller !== null && item.author === caller.id;
}

/** May read an item of any status. */
export function canRead(caller: Caller, item: PostCommon): boolean {
  if (item.status === 'publish') return true;
  const r = role(caller);
  if (r === null || r === 'subscriber') return false;
  if (EDIT_ALL.includes(r)) return true;
  return isOwn(caller, item);
}

/** May edit every item (so no password-protected event is locked to it). */
export function editsAll(caller: Caller): boolean {
  const r = role(caller);
  return r !== null && EDIT_ALL.includes(r);
}

/** May read every item of this status (so a list of them needs no per-item check). */
export function readsAllWithStatus(caller: Caller, status: PostStatus): boolean {
  if (status === 'publish') return true;
  const r = role(caller);
  return r !== null && EDIT_ALL.includes(r);
}

/** May edit or delete this item. */
export function canEdit(caller: Caller, item: PostCommon): boolean {
  const r = role(caller);
  if (r === null || r === 'subscriber') return false;
  if (EDIT_ALL.includes(r)) return true;
  if (!isOwn(caller, item)) return false;
  if (r === 'author') return true;
  const s = effectiveStatus(item);
  return s === 'draft' || s === 'pending';
}

export function canManageTerms(caller: Caller, taxonomy: 'categories' | 'tags'): boolean {
  const r = role(caller);
  if (r === null) return false;
  return taxonomy === 'categories' ? ['administrator', 'editor', 'author'].includes(r) : EDIT_ALL.includes(r);
}

/** May send an image URL that creates an attachment. */
export function canUploadImages(caller: Caller): boolean {
  const r = role(caller);
  return r !== null && PUBLISHERS.includes(r);
}

/**
 * The rights of §2.2 under the names WordPress and The Events Calendar give them (its
 * `wp/v2/users/me` in context `edit`), true where the role has them, and the role's name: a
 * contributor may edit its events but not publish them (§5.5 scales its statuses back).
 */
export function capabilitiesOf(r: Role): Record<string, boolean> {
  const caps: Record<string, boolean> = { read: true, [r]: true };
  for (const type of ['tribe_events', 'tribe_venues', 'tribe_organizers']) {
    if (WRITERS.includes(r)) caps[`edit_${type}`] = true;
    if (PUBLISHERS.includes(r)) caps[`publish_${type}`] = true;
    if (EDIT_ALL.includes(r)) caps[`edit_others_${type}`] = true;
  }
  if (PUBLISHERS.includes(r)) caps.upload_files = true;
  return caps;
}

/** §5.5: the status a caller gets for a requested (or defaulted) status. */
export function scaleStatus(caller: Caller, requested: PostStatus | undefined): PostStatus {
  if (role(caller) === 'contributor') {
    if (requested === 'draft' || requested === 'pending') return requested;
    return requested === undefined ? 'draft' : 'pending';
  }
  return requested ?? 'publish';
}

/** §5.5 second step: publication date decides between publish and future. */
export function timeStatus(status: PostStatus, dateUtc: string, nowUtc: string): PostStatus {
  if (status === 'publish' && dateUtc > nowUtc) return 'future';
  if (status === 'future' && dateUtc <= nowUtc) return 'publish';
  return status;
}

/** §4.2.4 default statuses of list filters. */
export function defaultListStatuses(caller: Caller): PostStatus[] {
  return canWritePosts(caller) ? ['publish', 'future', 'draft', 'pending', 'private'] : ['publish'];
}
