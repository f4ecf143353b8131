// A count badge (cart, messages): nothing for zero, "99+" past the cap (spec §9).
import clsx from "clsx";
import { badgeText } from "~/lib/badge";

export function Badge({ count, className }: { count: number | null | undefined; className?: string }) {
  const text = badgeText(count);
  if (!text) return null;
  return (
    <span className={clsx("badge", className)} aria-hidden="true">
      {text}
    </span>
  );
}

/** An accessible name with the count spelled out, e.g. "购物车 3 件" or "我的消息 99+ 条". */
export function countLabel(label: string, count: number | null | undefined, unit: string): string {
  const text = badgeText(count);
  return text ? `${label} ${text} ${unit}` : label;
}
