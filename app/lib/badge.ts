// Counts on badges (cart, messages) stop at 99 (spec §9).
export const BADGE_MAX = 99;

export function badgeText(count: number | null | undefined): string | null {
  const n = Math.floor(Number(count));
  if (!Number.isFinite(n) || n <= 0) return null;
  return n > BADGE_MAX ? `${BADGE_MAX}+` : String(n);
}
