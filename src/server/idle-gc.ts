// Gives memory back once `calev serve` goes quiet after a burst of work. V8 lets the heap grow to
// a multiple of what is live before it collects everything, and Node, unlike a browser, runs no
// collection when the process goes idle: after 100k creates over HTTP the heap held ~126 MB of
// garbage on top of ~236 MB live, and it stayed so for as long as nobody asked for anything (heap
// statistics 3 to 45 s after the last write). A full collection once no request has come for a
// second gives it back, and two more, a quiet second apart, return the pages the ones before
// emptied, as V8's own memory reducer does in a browser (RSS 468 -> 420 -> 371 MB there, ~115 ms
// each); they run only while the server is idle and only when the heap has grown by a quarter (at
// least 32 MiB) since the last time, so a busy server never pays for them and an idle one once.
//
// While it is busy, a large heap (160 MiB used or more) may grow by 40% of what the last full
// collection left before V8 collects again, instead of V8's own factor (up to 4x, ~1.5-1.8x seen
// here on a 250 MB heap): 100k creates left RSS at 1.5-1.8x of a cold load at once, and
// 1.14-1.46x with the cap (six runs, bench/memory.js; 1.10-1.28x after 5 s idle). A small heap
// may double instead (100%): V8 let the ~40 MB heap of 10k events grow by a third or less, so a
// burst of first reads (each keeps a few KB) ran a full collection every second or so, five in
// the 5 s of the bench's first get-by-id cell, ~40 us of every first read; doubling, it serves
// 7-21% more of them (five of six alternated pairs; creates at c=1 on 10k: p99 3-6 ms against
// 9-11 ms), with RSS after the seeding and after 100k creates as before (bench/memory.js).
// A cap there instead cost creates at 10k events ~5% (c=8).
import v8 from 'node:v8';
import vm from 'node:vm';

export interface IdleCollectorOptions {
  /** a collection is due after this long without a request (ms) */
  idleMs?: number;
  /** growth of the used heap since the last collection that makes one worth it (bytes) */
  minGrowth?: number;
  /** the used heap size now (bytes) */
  heapUsed?: () => number;
  /** runs a full collection */
  collect?: () => void;
  /** used heap from which its growth is capped (bytes); off again below half of it */
  largeHeap?: number;
  /** sets V8's heap growth between full collections (percent; 0: V8's own factor) */
  setGrowth?: (percent: number) => void;
}

const IDLE_MS = 1_000;
const MIN_GROWTH = 32 * 1024 * 1024;
const COLLECTIONS = 3;
const LARGE_HEAP = 160 * 1024 * 1024;
/** growth of a large heap between full collections (percent of what the last one left) */
const LARGE_HEAP_GROWTH_PERCENT = 40;
/** growth of a small heap */
const SMALL_HEAP_GROWTH_PERCENT = 100;

/** V8 reads the flag each time it sets the heap's next limit, after every full collection. */
export function setHeapGrowth(percent: number): void {
  v8.setFlagsFromString(`--heap-growing-percent=${percent}`);
}

/** V8's own full collection: the gc() function --expose-gc gives, taken from a fresh context. */
function fullCollection(): () => void {
  v8.setFlagsFromString('--expose-gc');
  return vm.runInNewContext('gc') as () => void;
}

export class IdleCollector {
  /** requests begun so far, and in flight now */
  private begun = 0;
  private active = 0;
  /** `begun` when the timer last looked */
  private seen = 0;
  /** the used heap after the last collection (or at start) */
  private base: number;
  private readonly timer: NodeJS.Timeout;
  private readonly heapUsed: () => number;
  private readonly minGrowth: number;
  private collect: (() => void) | undefined;
  /** collections still to run, one per quiet span (COLLECTIONS after a burst) */
  private due = 0;
  /** collections run so far */
  collections = 0;
  /** whether the heap's growth is capped now */
  capped = false;
  private readonly largeHeap: number;
  private readonly setGrowth: (percent: number) => void;

  constructor(opts: IdleCollectorOptions = {}) {
    this.heapUsed = opts.heapUsed ?? (() => process.memoryUsage().heapUsed);
    this.minGrowth = opts.minGrowth ?? MIN_GROWTH;
    this.collect = opts.collect;
    this.largeHeap = opts.largeHeap ?? LARGE_HEAP;
    this.setGrowth = opts.setGrowth ?? setHeapGrowth;
    this.setGrowth(SMALL_HEAP_GROWTH_PERCENT);
    this.base = this.heapUsed();
    // it looks once per idle span: a request anywhere in the span puts the collection off
    this.timer = setInterval(() => this.look(), opts.idleMs ?? IDLE_MS);
    this.timer.unref();
  }

  /** a request begins */
  begin(): void {
    this.begun++;
    this.active++;
  }

  /** a request has been answered */
  end(): void {
    this.active--;
  }

  /** V8's own heap growth again */
  stop(): void {
    clearInterval(this.timer);
    this.setGrowth(0);
    this.capped = false;
  }

  private look(): void {
    const used = this.heapUsed();
    this.capGrowth(used);
    const quiet = this.begun === this.seen && this.active === 0;
    this.seen = this.begun;
    if (!quiet) return;
    if (this.due === 0 && used - this.base >= Math.max(this.minGrowth, this.base / 4)) this.due = COLLECTIONS;
    if (this.due === 0) return;
    (this.collect ??= fullCollection())();
    this.collections++;
    this.due--;
    this.base = this.heapUsed();
  }

  /** caps the heap's growth while it is large (busy or not: the cap matters during a burst) */
  private capGrowth(used: number): void {
    if (!this.capped && used >= this.largeHeap) {
      this.setGrowth(LARGE_HEAP_GROWTH_PERCENT);
      this.capped = true;
    } else if (this.capped && used < this.largeHeap / 2) {
      this.setGrowth(SMALL_HEAP_GROWTH_PERCENT);
      this.capped = false;
    }
  }
}
