// The qualification gate (GSP): a wholesaler sells only to buyers whose qualification is approved,
// whose licences are in date, and only goods within their business scope (经营范围). The rules are
// pure (unit-tested); `loadGate` reads what they need. Called by cart add (cart-ops.planAdd) and by
// checkout / order creation (checkout.buildCheckout); the storefront only shows the reasons.
import type { LicenceState, Qualification } from "../../app/lib/account";
import { addDays } from "../../app/lib/dates";

export const SCOPES = ["化学药制剂", "中成药", "中药饮片", "生物制品", "含特殊药品复方制剂", "医疗器械"] as const;
export type Scope = (typeof SCOPES)[number];

/** licences.status */
export const LICENCE_PENDING = 0;
export const LICENCE_APPROVED = 1;
export const LICENCE_REFUSED = 2;

export const EXPIRY_WARNING_DAYS = 30;
export const NOT_APPROVED = "资质审核中，暂不能购买";
export const GATE_LINK = "/zzzj";

export type { LicenceState };

export interface GateLicence {
  id: number;
  name: string;
  number: string;
  /** YYYY-MM-DD; '' = 长期 (or, while under review, not yet known). */
  expires_at: string;
  status: number;
}

export interface GateBuyer {
  is_passed: number;
  licences: GateLicence[];
  scopes: string[];
}

/** A licence's 状态 on `today`; 有效期至 is the last valid day. */
export function licenceState(licence: Pick<GateLicence, "status" | "expires_at">, today: string): LicenceState {
  if (licence.status === LICENCE_PENDING) return "审核中";
  if (licence.status !== LICENCE_APPROVED) return "未通过";
  if (licence.expires_at === "") return "已通过";
  if (licence.expires_at < today) return "已过期";
  if (licence.expires_at <= addDays(today, EXPIRY_WARNING_DAYS)) return "即将过期";
  return "已通过";
}

/**
 * The licences that decide: per 证照名称, the approved one valid longest (a pending renewal does not
 * count until approved; a long-term one beats any date).
 */
export function currentLicences(licences: GateLicence[]): GateLicence[] {
  const best = new Map<string, GateLicence>();
  for (const l of licences) {
    if (l.status !== LICENCE_APPROVED) continue;
    const held = best.get(l.name);
    const longer = !held || (held.expires_at !== "" && (l.expires_at === "" || l.expires_at > held.expires_at));
    if (longer) best.set(l.name, l);
  }
  return [...best.values()];
}

export type GateAnswer = Qualification & ({ ok: true } | { ok: false; reason: "pending" | "expired"; message: string; link: string });

/** Whether the buyer may order at all today, with the warnings to show either way. */
export function orderGate(buyer: GateBuyer, today: string): GateAnswer {
  const current = currentLicences(buyer.licences);
  const warnings = current
    .filter((l) => licenceState(l, today) === "即将过期")
    .map((l) => `《${l.name}》即将过期（有效期至${l.expires_at}），请及时上传新证`);
  if (buyer.is_passed !== 1) return { ok: false, reason: "pending", message: NOT_APPROVED, link: GATE_LINK, warnings };
  const expired = current.find((l) => licenceState(l, today) === "已过期");
  if (expired) {
    return {
      ok: false,
      reason: "expired",
      message: `您的《${expired.name}》已过期（有效期至${expired.expires_at}），请上传新证，审核通过后方可购买`,
      link: GATE_LINK,
      warnings,
    };
  }
  return { ok: true, warnings };
}

/** Why this goods is outside the buyer's 经营范围 (naming the missing scope), or null. */
export function scopeRefusal(scopes: string[], goods: { scope?: string | null }): string | null {
  const needed = goods.scope ?? "";
  if (needed === "" || scopes.includes(needed)) return null;
  return `您的经营范围不含「${needed}」，不能购买此商品`;
}

/** The statements that read the buyer's approval, licences and scopes, for a caller's own batch. */
export function gateStatements(db: D1Database, userId: number): D1PreparedStatement[] {
  return [
    db.prepare("SELECT is_passed FROM users WHERE id = ?").bind(userId),
    db.prepare("SELECT id, name, number, expires_at, status FROM licences WHERE user_id = ? ORDER BY id").bind(userId),
    db.prepare("SELECT scope FROM business_scopes WHERE user_id = ?").bind(userId),
  ];
}

/** The gate from the results of `gateStatements`, in their order. */
export function gateFrom([user, licences, scopes]: D1Result<Record<string, unknown>>[]): GateBuyer {
  return {
    is_passed: Number((user.results[0] as { is_passed?: number } | undefined)?.is_passed ?? 0),
    licences: licences.results as unknown as GateLicence[],
    scopes: (scopes.results as { scope: string }[]).map((s) => s.scope),
  };
}

/** The buyer's approval, licences and scopes in one round trip. */
export async function loadGate(db: D1Database, userId: number): Promise<GateBuyer> {
  return gateFrom(await db.batch<Record<string, unknown>>(gateStatements(db, userId)));
}

/** Only the 经营范围 (the detail page's notice). */
export async function loadScopes(db: D1Database, userId: number): Promise<string[]> {
  const { results } = await db.prepare("SELECT scope FROM business_scopes WHERE user_id = ?").bind(userId).all<{ scope: string }>();
  return results.map((r) => r.scope);
}
