// `--image ./poster.jpg`: the `image` of an event, venue or organizer is an attachment id or an
// image URL (API.md §5.8). A file on this machine is uploaded where the site takes files
// (WordPress's media route, on a site with The Events Calendar) and its attachment id sent
// instead; calev's own server keeps no files, so there it is refused in one line.
import { readFile, stat } from 'node:fs/promises';
import { basename } from 'node:path';
import type { ApiClient, Params } from '../../api/client.js';
import { ApiError, CutOffError, NetworkError, StoppedError } from '../../api/errors.js';
import { IMAGE_TYPES, imageType } from '../../domain/images.js';
import { CommandError, UsageError } from '../../setup/errors.js';

/** Is `value` a file here rather than an id or a URL? */
async function isFile(value: string): Promise<boolean> {
  if (value === '' || /^\d+$/.test(value) || /^[a-z][a-z0-9+.-]*:\/\//i.test(value)) return false;
  try {
    return (await stat(value)).isFile();
  } catch {
    return false;
  }
}

/** Is `value`, neither an id nor a URL, written as a path or a file name (`./poster.png`, `~/a.jpg`, `poster.png`)? */
function looksLikePath(value: string): boolean {
  if (value.trim() === '' || /^\d+$/.test(value.trim()) || /^[a-z][a-z0-9+.-]*:/i.test(value)) return false;
  return /^(?:\.{1,2}[\\/]|[\\/]|~)/.test(value) || imageType(basename(value)) !== undefined;
}

/**
 * The Content-Disposition that names the file: a header takes ASCII only, and WordPress reads
 * `filename` alone (and makes it a file name of its own: `Café poster.png` → `Cafe-poster.png`),
 * so other letters lose their accents or, where none is left (`ポスター.png`), the name is
 * `image.png`; `filename*` keeps the name whole for other servers.
 */
function disposition(name: string): string {
  const ascii = name
    .normalize('NFKD')
    .replace(/[^\x20-\x7e]/g, '')
    .replace(/["\\]/g, '_')
    .trim();
  if (ascii === name) return `attachment; filename="${name}"`;
  const dot = name.lastIndexOf('.');
  const fallback =
    ascii.replace(/\.[^.]*$/, '').trim() !== '' ? ascii : `image${dot < 0 ? '' : name.slice(dot).toLowerCase()}`;
  return `attachment; filename="${fallback}"; filename*=UTF-8''${encodeURIComponent(name)}`;
}

/** An image file uploaded for a write. */
export interface Uploaded {
  /**
   * Runs the write the image was uploaded for; when the site refused it (a 4xx, or calev before
   * sending it), the attachment is deleted again, so that no image of a write that was never made
   * stays in the site's media library. A write whose outcome is unknown (a 5xx, a dropped
   * connection, Ctrl+C) keeps it: the item may hold it.
   */
  writing<T>(write: () => Promise<T>): Promise<T>;
}

const NOTHING_UPLOADED: Uploaded = { writing: (write) => write() };

/** The write's `image` given as a file, uploaded and named by its attachment id. */
export async function imageFromFile(body: Params, client: ApiClient): Promise<Uploaded> {
  const file = body.image;
  if (typeof file !== 'string') return NOTHING_UPLOADED;
  if (!(await isFile(file))) {
    // a path that names nothing here (a typo) would go to the site as a URL, which it refuses
    if (looksLikePath(file))
      throw new UsageError(
        `--image ${file}: no such file; give an image file, an attachment id or an image URL (https://…/poster.jpg)`,
      );
    return NOTHING_UPLOADED;
  }
  const route = client.site.mediaRoute;
  if (route === undefined)
    throw new UsageError(
      `--image ${file}: this site keeps no files; give an attachment id or an image URL (https://…/poster.jpg)`,
    );
  const type = imageType(basename(file));
  if (type === undefined)
    throw new UsageError(`--image ${file}: not an image file (${Object.keys(IMAGE_TYPES).join(', ')})`);
  let bytes: Buffer;
  try {
    bytes = await readFile(file);
  } catch (err) {
    throw new CommandError(`cannot read ${file}: ${(err as Error).message}`);
  }
  const res = await client.send('POST', client.routeTarget(route, { _fields: 'id' }), bytes, type, {
    'content-disposition': disposition(basename(file)),
  });
  if (res.status < 200 || res.status >= 300) {
    const err = ApiError.fromResponse(res.status, res.body);
    err.subject = `upload of ${file}`;
    if (res.status === 403)
      err.hint = 'uploading needs a role that may upload files (author, editor, administrator); or give an image URL';
    throw err;
  }
  let id: unknown;
  try {
    id = (JSON.parse(res.body) as { id?: unknown }).id;
  } catch {
    id = undefined;
  }
  if (typeof id !== 'number') throw new CommandError(`upload of ${file}: the site answered without an attachment id`);
  client.trace?.(`${client.site.name}: ${file} uploaded as attachment ${id}`);
  body.image = String(id);
  const attachment = id;
  return {
    async writing(write) {
      try {
        return await write();
      } catch (err) {
        if (refusedWrite(err)) await discard(client, route, attachment, file, err);
        throw err;
      }
    },
  };
}

/** Was the write refused, so that nothing of it was stored? */
function refusedWrite(err: unknown): boolean {
  if (err instanceof ApiError) return err.status >= 400 && err.status < 500;
  // refused by calev before it was sent (dates, a series); not an interrupted or failed send
  return !(err instanceof NetworkError || err instanceof StoppedError || err instanceof CutOffError);
}

/** Deletes an attachment whose write was refused; if that fails too, the error says where it is. */
async function discard(client: ApiClient, route: string, id: number, file: string, err: unknown): Promise<void> {
  const res = await client
    .send('DELETE', client.routeTarget(`${route}/${id}`, { force: true, _fields: 'deleted' }))
    .catch(() => undefined);
  if (res && res.status >= 200 && res.status < 300) {
    client.trace?.(`${client.site.name}: attachment ${id} (${file}) deleted, its write refused`);
    return;
  }
  if (err instanceof Error) {
    const stays = `${file} stays in the site's media library as attachment ${id}`;
    const hinted = err as Error & { hint?: string };
    hinted.hint = hinted.hint ? `${hinted.hint}; ${stays}` : stays;
  }
}
