// 快捷采购's checks, pure: each list line's quantity against stock and the pack rules (the report's
// per-candidate message), and which chosen lines 全部加入购物车 can add — the others are reported
// with their reason instead of refusing the whole list. The adding itself goes through planAdd
// (cart-ops.ts), whose guards re-check every line inside the batch.
import { checkQuantity, defaultQuantity, parseQuantity } from "../../app/lib/cart/quantity";
import { isPurchasable } from "./cart-rules";
import { GOODS_UNAVAILABLE, GOODS_UNKNOWN, NOT_APPROVED } from "./cart-ops";

export interface CheckGoods {
  id: number;
  name: string;
  is_buy: number;
  stock: number;
  zbz: number;
  is_zbz: number;
}

const quantityGoods = (g: CheckGoods) => ({ is_zbz: g.is_zbz, zbz: g.zbz, number: g.stock });

/**
 * The quantity a report line checks (as written, or the goods' default when none was written) and
 * why it cannot be added ("" when it can).
 */
export function checkLine(goods: CheckGoods, numberText: string, approved: boolean): { number: number; message: string } {
  const fallback = defaultQuantity(quantityGoods(goods));
  if (!approved) return { number: fallback, message: NOT_APPROVED };
  if (!isPurchasable({ is_buy: goods.is_buy, number: goods.stock })) return { number: fallback, message: GOODS_UNAVAILABLE };
  const parsed = numberText.trim() === "" ? { ok: true as const, value: fallback } : parseQuantity(numberText);
  if (!parsed.ok) return { number: fallback, message: parsed.message };
  const checked = checkQuantity(parsed.value, quantityGoods(goods));
  return { number: parsed.value, message: checked.ok ? "" : checked.message };
}

export interface WantedLine {
  goodsId: number;
  numberText: string;
}

export interface Sorted {
  /** Distinct goods with the summed quantity, in the order first chosen. */
  valid: { goodsId: number; number: number; name: string }[];
  failed: { goods_id: number; name: string; number: string; message: string }[];
}

/**
 * Splits the chosen lines into what can be added and what cannot (with the reason). The same goods
 * on several lines is added once with the quantities summed; the sum, plus what the cart already
 * holds, must pass the quantity rule.
 */
export function sortLines(lines: WantedLine[], goods: Map<number, CheckGoods>, inCart: Map<number, number>, approved: boolean): Sorted {
  const failed: Sorted["failed"] = [];
  const wanted = new Map<number, number>();
  for (const line of lines) {
    const g = goods.get(line.goodsId);
    if (!g) {
      failed.push({ goods_id: line.goodsId, name: "", number: line.numberText, message: GOODS_UNKNOWN });
      continue;
    }
    const parsed = parseQuantity(line.numberText);
    if (!parsed.ok) {
      failed.push({ goods_id: g.id, name: g.name, number: line.numberText, message: parsed.message });
      continue;
    }
    wanted.set(g.id, (wanted.get(g.id) ?? 0) + parsed.value);
  }
  const valid: Sorted["valid"] = [];
  for (const [goodsId, number] of wanted) {
    const g = goods.get(goodsId)!;
    const message = !approved
      ? NOT_APPROVED
      : !isPurchasable({ is_buy: g.is_buy, number: g.stock })
        ? GOODS_UNAVAILABLE
        : (() => {
            const own = checkQuantity(number, quantityGoods(g));
            if (!own.ok) return own.message;
            const total = checkQuantity(number + (inCart.get(goodsId) ?? 0), quantityGoods(g));
            return total.ok ? "" : `${total.message}（购物车已有 ${inCart.get(goodsId)}）`;
          })();
    if (message) failed.push({ goods_id: goodsId, name: g.name, number: String(number), message });
    else valid.push({ goodsId, number, name: g.name });
  }
  return { valid, failed };
}
