// What the cart's forms post, read the same way with or without JavaScript (issue 4).
import { parseQuantity, type QuantityCheck } from "./quantity";

export const CART_INTENTS = ["add", "quick-add", "edit", "delete", "delete-selected", "select", "copy", "checkout"] as const;
export type CartIntent = (typeof CART_INTENTS)[number];

/** What the cart's action answers a fetcher, and what the page shows beside a refused form. */
export type CartActionResult =
  | { ok: true; intent: CartIntent; message: string }
  | { ok: false; intent: CartIntent | null; message: string; lineId?: number };

/** The confirmation every cart delete asks (spec §5). */
export const DELETE_CONFIRM = "确定删除这件商品吗?";

export function deleteConfirmText(count: number): string {
  return count > 1 ? `确定删除选中的${count}件商品吗?` : DELETE_CONFIRM;
}

/** At most this many ids in one cart form (the upstream's batch limit). */
export const MAX_IDS = 100;

/**
 * Cart line ids from repeated fields and/or comma lists ("3,5"). null when any is malformed,
 * duplicates dropped, order kept.
 */
export function parseIds(values: readonly unknown[]): number[] | null {
  const ids: number[] = [];
  for (const value of values) {
    if (typeof value !== "string") return null;
    for (const part of value.split(",")) {
      const text = part.trim();
      if (text === "") continue;
      if (!/^\d{1,9}$/.test(text) || Number(text) < 1) return null;
      if (!ids.includes(Number(text))) ids.push(Number(text));
    }
  }
  return ids.length > MAX_IDS ? null : ids;
}

/**
 * The lines a selection form means. Without JavaScript the browser only posts what is checked, so
 * 全选 is read as a change against the state the page was drawn with (`allBefore`): ticking it
 * selects every line, clearing it clears every line; left alone, the line boxes decide.
 */
export function chosenIds({
  lineIds,
  checked,
  allBefore,
  allNow,
}: {
  lineIds: number[];
  checked: number[];
  allBefore: boolean;
  allNow: boolean;
}): number[] {
  if (allNow && !allBefore) return [...lineIds];
  if (!allNow && allBefore) return [];
  return lineIds.filter((id) => checked.includes(id));
}

/** The lines a posted selection form means (see chosenIds), or null when its ids are malformed. */
export function selectionOf(form: FormData): number[] | null {
  const lineIds = parseIds([form.get("line_ids") ?? ""]);
  const checked = parseIds(form.getAll("ids"));
  if (!lineIds || !checked) return null;
  return chosenIds({ lineIds, checked, allBefore: form.get("all_before") === "1", allNow: form.get("all") === "1" });
}

/**
 * The quantity a − / + press asks for: the typed quantity moved by one middle pack. A typed value
 * that is not a quantity is refused with the quantity rule's message; below one pack stays at one pack.
 */
export function steppedQuantity(typed: unknown, step: string, pack: number): QuantityCheck {
  const parsed = parseQuantity(typed);
  if (!parsed.ok) return parsed;
  const by = step === "-1" ? -pack : step === "1" ? pack : 0;
  return { ok: true, value: Math.max(pack, parsed.value + by) };
}

/** The step-2 form's idempotency key: 8–64 of A-Za-z0-9_- (docs/upstream-api.md, POST /api/order). */
export function isIdempotencyKey(value: string): boolean {
  return /^[A-Za-z0-9_-]{8,64}$/.test(value);
}

export const REMARK_MAX = 200;
