// What a site showed of the texts an import wrote, where it shows them otherwise than written.
// WordPress stores and shows a text through its filters: shortcodes run, block comments go,
// `<a target=_blank>` gains `rel="noopener"`, and markup a user without the unfiltered_html
// capability may not store is removed (an author's `<script>`, `<iframe>`, or `a < b and c > d`
// read as a tag: texts-shown-otherwise.json). The next import of the same text then finds it
// "changed" and writes it again, every time. So after each write the texts the site showed are
// kept here, beside the texts sent (as digests); an item whose texts the site still shows as it
// showed them after that write, and that the file still holds as they were sent, has not changed.
//
// An image is the same: The Events Calendar answers a write whose image URL it could not fetch
// with no image (an event's image: false; a venue or organizer without the field), and the next
// import would send it again, every time. So the URL
// the site took no image from is kept too, and not sent again while the file gives the same URL
// and the site shows no image.
//
// One small JSON file per resource and target (site, namespace and user) in calev's state
// folder: `{"calev", resource, target, items: {id: digest, "id/image": digest}}`, only for items
// whose texts the site shows otherwise, or whose image it did not take. Lost or unreadable, the import compares as it would without it.
import { createHash } from 'node:crypto';
import { mkdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Params } from '../../api/client.js';
import type { ShownText } from './compare.js';
import { scalarText } from '../../domain/text.js';
import { writeFileAtomically } from '../../store/files.js';

export interface TextsIdentity {
  resource: string;
  /** the site, its namespace and the user who writes (what a user may store differs) */
  target: string;
}

type View = Record<string, unknown>;

const HEADER = 'texts and images a site showed otherwise than an import wrote them';

function digest(keys: readonly string[], values: (key: string) => string): string {
  const hash = createHash('sha256');
  for (const key of keys) hash.update(`${key}\u0000${values(key)}\u0000`);
  return hash.digest('hex').slice(0, 16);
}

export class ShownTexts {
  /** entries this run set (a digest) or dropped (null), merged into the file on close */
  private readonly changed = new Map<string, string | null>();

  private constructor(
    private readonly path: string,
    private readonly identity: TextsIdentity,
    private readonly items: Map<string, string>,
    private readonly writes: boolean,
    private readonly warn: (line: string) => void,
  ) {}

  static async open(
    dir: string,
    identity: TextsIdentity,
    opts: { writes: boolean; warn: (line: string) => void },
  ): Promise<ShownTexts> {
    const name = createHash('sha256').update(`${identity.resource}\n${identity.target}`).digest('hex').slice(0, 24);
    const path = join(dir, 'texts', `${name}.json`);
    let items = new Map<string, string>();
    try {
      items = await readItems(path);
    } catch (err) {
      opts.warn(`cannot read ${path}: ${(err as Error).message}`);
    }
    return new ShownTexts(path, identity, items, opts.writes, opts.warn);
  }

  /**
   * Does the site show the texts `keys` of item `id` as it showed them after this import last
   * wrote them, and does `input` hold them as they were written then?
   */
  holds(id: number, keys: readonly string[], input: Params, view: View): boolean {
    return keys.length > 0 && this.entry(String(id)) === entryOf(keys, input, view);
  }

  /** Did the site take no image from `image` when this import last sent it to item `id`, and shows it none still? */
  refusedImage(id: number, image: unknown, view: View): boolean {
    return showsNoImage(view) && this.entry(imageKey(id)) === imageEntry(image);
  }

  /**
   * After a write that sent `image` to item `id`, answered with `answer` (its image, at least):
   * kept where the site took no image from it, dropped where it did. True when it took none.
   */
  recordImage(id: number, image: unknown, answer: View): boolean {
    const refused = showsNoImage(answer);
    this.set(imageKey(id), refused ? imageEntry(image) : null);
    return refused;
  }

  /** The digests kept under `key`: as this run left them, else as the file has them. */
  private entry(key: string): string | null {
    return (this.changed.has(key) ? this.changed.get(key) : this.items.get(key)) ?? null;
  }

  private set(key: string, entry: string | null): void {
    if (entry !== this.entry(key)) this.changed.set(key, entry);
  }

  /**
   * After a write of `input` to item `id`, answered with `view` (its texts, at least): kept where
   * the site shows a text otherwise than written, dropped where it shows them all as written.
   */
  record(id: number, keys: readonly string[], input: Params, view: View, shown: ShownText): string[] {
    const otherwise = keys.filter(
      (k) => shown(scalarText(input[k]).trim()) !== shown(scalarText(view[k] ?? '').trim()),
    );
    this.set(String(id), otherwise.length ? entryOf(keys, input, view) : null);
    return otherwise;
  }

  /** Writes this run's entries into the file (as another run may have left it meanwhile). */
  async close(): Promise<void> {
    if (!this.writes || !this.changed.size) return;
    try {
      let items = new Map<string, string>();
      try {
        items = await readItems(this.path);
      } catch {
        // unreadable: written anew with this run's entries
      }
      for (const [id, entry] of this.changed) {
        if (entry === null) items.delete(id);
        else items.set(id, entry);
      }
      await mkdir(join(this.path, '..'), { recursive: true });
      const text = `${JSON.stringify({ calev: HEADER, ...this.identity, items: Object.fromEntries(items) })}\n`;
      await writeFileAtomically(this.path, text, 0o600);
    } catch (err) {
      this.warn(`cannot write ${this.path}: ${(err as Error).message} (the next import writes these items again)`);
    }
  }
}

function entryOf(keys: readonly string[], input: Params, view: View): string {
  return digest(keys, (k) => scalarText(input[k]).trim()) + digest(keys, (k) => scalarText(view[k] ?? '').trim());
}

/** An event without an image shows `image: false`; a venue or organizer shows no `image` at all. */
const showsNoImage = (view: View) => view.image === false || view.image === undefined || view.image === null;

const imageKey = (id: number) => `${id}/image`;

const imageEntry = (image: unknown) => digest(['image'], () => scalarText(image).trim());

async function readItems(path: string): Promise<Map<string, string>> {
  let text: string;
  try {
    text = await readFile(path, 'utf8');
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'ENOENT') return new Map();
    throw err;
  }
  const data = JSON.parse(text) as { items?: Record<string, unknown> };
  const items = new Map<string, string>();
  for (const [id, entry] of Object.entries(data.items ?? {})) if (typeof entry === 'string') items.set(id, entry);
  return items;
}
