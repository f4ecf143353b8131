// The four steps of buying (spec §2 Cart: the cart shows a step image): 购物车 → 确认订单信息 →
// 支付订单 → 支付成功, the current one marked for sight and for screen readers.
import { Steps } from "~/components/ui/Steps";

export const CART_STEPS = ["购物车", "确认订单信息", "支付订单", "支付成功"] as const;

export function CartSteps({ current }: { current: 1 | 2 | 3 | 4 }) {
  return <Steps label="购物流程" steps={CART_STEPS} current={current} />;
}
