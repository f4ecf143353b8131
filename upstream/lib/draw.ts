// The lottery's rules (issue 12, spec §2/§4/§7): which prize a draw gives, by the configured odds and
// the stock left, and how winners are shown. Pure; routes/draw.ts runs the draw atomically in D1
// (one record per buyer and lottery, the prize's stock taken in the same batch).

export interface PrizeOdds {
  id: number;
  kind: string;
  /** Relative odds (0 = never drawn). */
  weight: number;
  /** Units left; null = unlimited. */
  stock: number | null;
}

/** 谢谢参与: the prize that wins nothing. */
export const NO_PRIZE = "none";

/** Prizes that can still be drawn: a positive weight and stock left (or unlimited). */
export function drawable<P extends PrizeOdds>(prizes: P[]): P[] {
  return prizes.filter((p) => p.weight > 0 && (p.stock === null || p.stock > 0));
}

/**
 * Picks a prize for `random` in [0, 1): each drawable prize has weight ÷ Σ weights of the drawable
 * ones. When none is drawable, the 谢谢参与 prize (whatever its weight), or null without one.
 */
export function pickPrize<P extends PrizeOdds>(prizes: P[], random: number): P | null {
  const pool = drawable(prizes);
  const total = pool.reduce((n, p) => n + p.weight, 0);
  if (pool.length === 0 || total <= 0) return prizes.find((p) => p.kind === NO_PRIZE) ?? null;
  const r = Math.min(Math.max(random, 0), 1 - Number.EPSILON);
  let point = r * total;
  for (const prize of pool) {
    if (point < prize.weight) return prize;
    point -= prize.weight;
  }
  return pool[pool.length - 1];
}

/** A uniform number in [0, 1) from the Web Crypto API (never Math.random on the server). */
export function secureRandom(): number {
  const [n] = crypto.getRandomValues(new Uint32Array(1));
  return n / 2 ** 32;
}

/** 仁和堂大药房有限公司 → 仁和堂****公司: winners are listed without their full name. */
export function maskCompany(company: string): string {
  const chars = [...company];
  if (chars.length <= 2) return `${chars[0] ?? ""}*`;
  if (chars.length <= 4) return `${chars[0]}**${chars[chars.length - 1]}`;
  return `${chars.slice(0, 3).join("")}****${chars.slice(-2).join("")}`;
}
