// Limits and choices that both a schema and its form's markup need (maxLength, the options of a
// select). Kept apart from the schemas: a component may import this without pulling zod into the
// browser (ADR 019; the byte budgets test catches a leak).

/** 品种求购: the largest 求购数量. */
export const BUY_NUMBER_MAX = 999999;

/** 意见反馈. */
export const FEEDBACK_TYPES: Record<number, string> = { 1: "功能建议", 2: "商品问题", 3: "物流配送", 4: "售后服务", 5: "其他" };
export const FEEDBACK_MIN = 10;
export const FEEDBACK_MAX = 500;

/** 电子合同: 签署人. 客服: one chat message. */
export const SIGNER_MAX = 20;
export const CHAT_MAX = 500;

/** Today in China (YYYY-MM-DD). */
export function chinaToday(now = Date.now()): string {
  return new Date(now + 8 * 3600_000).toISOString().slice(0, 10);
}
