// The four steps of buying (spec §2 Cart: the cart shows a step image): 购物车 → 确认订单信息 →
// 支付订单 → 支付成功, the current one marked for sight and for screen readers.
import clsx from "clsx";

export const CART_STEPS = ["购物车", "确认订单信息", "支付订单", "支付成功"] as const;

export function CartSteps({ current }: { current: 1 | 2 | 3 | 4 }) {
  return (
    <nav aria-label="购物流程" className="mb-4">
      <ol className="grid grid-cols-4 overflow-hidden rounded border border-gray-200 bg-white text-center text-sm">
        {CART_STEPS.map((name, i) => {
          const step = i + 1;
          return (
            <li
              key={name}
              aria-current={step === current ? "step" : undefined}
              className={clsx(
                "flex items-center justify-center gap-2 px-2 py-2",
                step < current && "bg-brand-light text-brand-dark",
                step === current && "bg-brand font-bold text-white",
                step > current && "text-ink-mute",
              )}
            >
              <span aria-hidden="true" className="inline-flex h-5 w-5 items-center justify-center rounded-full border border-current text-xs">
                {step < current ? "✓" : step}
              </span>
              <span>
                <span className="sr-only">第{step}步 </span>
                {name}
              </span>
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
