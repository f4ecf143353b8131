// An order's status as a coloured label.
import clsx from "clsx";
import type { OrderStatus } from "~/lib/types";

const TONES: Record<OrderStatus, string> = {
  0: "bg-price-light text-price",
  1: "bg-amber-50 text-amber-800",
  2: "bg-brand-light text-brand-dark",
  3: "bg-green-50 text-green-800",
  4: "bg-gray-100 text-ink-mute",
};

export function StatusBadge({ status, text, className }: { status: OrderStatus; text: string; className?: string }) {
  return <span className={clsx("rounded px-2 py-0.5 text-xs font-medium", TONES[status] ?? TONES[4], className)}>{text}</span>;
}
