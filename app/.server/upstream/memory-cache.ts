// Isolate memory in front of the Workers Cache API for the shared shell data (issue 16, ADR 046).
// Every page reads the same few answers (categories, footer help, banners, links); from the Cache
// API each is an I/O and a JSON body read per page. A Worker isolate serves many requests, so the
// answer text is also kept here, never past the moment the shared cache itself would let it go.
// Only answers the upstream client would put in the Cache API come here: the same for everyone.

/** How long an answer stays in memory at most, whatever the shared cache allows. */
export const MEMORY_TTL_MS = 10_000;
/** Answers kept at most; the oldest goes first. */
export const MEMORY_MAX_ENTRIES = 200;

interface Kept {
  until: number;
  status: number;
  text: string;
}

export class MemoryCache {
  private readonly kept = new Map<string, Kept>();

  constructor(
    private readonly maxEntries = MEMORY_MAX_ENTRIES,
    private readonly now: () => number = Date.now,
  ) {}

  /** The kept answer of `key`, or null when none is kept or it is past its time. */
  get(key: string): { status: number; text: string } | null {
    const kept = this.kept.get(key);
    if (!kept) return null;
    if (kept.until <= this.now()) {
      this.kept.delete(key);
      return null;
    }
    return { status: kept.status, text: kept.text };
  }

  /** Keeps an answer until `sharedUntil` (when the shared cache lets it go), and MEMORY_TTL_MS at most. */
  set(key: string, sharedUntil: number, status: number, text: string): void {
    const until = Math.min(sharedUntil, this.now() + MEMORY_TTL_MS);
    if (until <= this.now()) return;
    this.kept.delete(key);
    this.kept.set(key, { until, status, text });
    while (this.kept.size > this.maxEntries) this.kept.delete(this.kept.keys().next().value!);
  }

  get size(): number {
    return this.kept.size;
  }
}

/** The isolate's one memory cache (load-context.ts hands it to each request's upstream client). */
export const shellMemory = new MemoryCache();
