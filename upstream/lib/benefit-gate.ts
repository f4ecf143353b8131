// The review gate on benefits (issue 32): an account under review (is_passed 0) receives nothing.
// GSP practice: an unapproved buyer may not order, and neither draws the lottery, claims a coupon nor
// exchanges points. Answered as the cart answers it: 422 naming the form's field, 资质审核中….
import type { MiddlewareHandler } from "hono";
import { invalid } from "../envelope";
import type { UpstreamEnv } from "../types";

export const BENEFIT_PENDING = {
  draw: "资质审核中，暂不能抽奖",
  claim: "资质审核中，暂不能领取优惠券",
  exchange: "资质审核中，暂不能兑换积分商品",
} as const;

/** After `requireUser`: refuses an account under review with `message` at `field`. */
export function requireApproved(field: string, message: string): MiddlewareHandler<UpstreamEnv> {
  return async (c, next) => {
    if (!c.get("isPassed")) return invalid(c, field, message);
    await next();
  };
}
