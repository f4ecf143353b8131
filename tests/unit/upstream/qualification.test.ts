// The qualification gate's rules (upstream/lib/qualification.ts), without a database.
import { describe, expect, it } from "vitest";
import {
  currentLicences,
  licenceState,
  NOT_APPROVED,
  orderGate,
  scopeRefusal,
  type GateLicence,
} from "../../../upstream/lib/qualification";

const TODAY = "2026-11-23";
let nextId = 1;
const licence = (name: string, expires_at: string, status = 1): GateLicence => ({ id: nextId++, name, number: "X1", expires_at, status });

describe("licenceState", () => {
  it.each([
    ["2027-06-30", 1, "已通过"],
    ["", 1, "已通过"],
    ["2026-12-23", 1, "即将过期"], // exactly 30 days
    ["2026-12-24", 1, "已通过"], // 31 days
    ["2026-11-23", 1, "即将过期"], // last valid day
    ["2026-11-22", 1, "已过期"],
    ["2020-01-01", 0, "审核中"],
    ["2027-06-30", 2, "未通过"],
  ])("expires %s, status %i → %s", (expires, status, state) => {
    expect(licenceState({ expires_at: expires, status }, TODAY)).toBe(state);
  });
});

describe("currentLicences", () => {
  it("keeps per name the approved licence valid longest; pending renewals do not count", () => {
    const old = licence("药品经营许可证", "2026-11-01");
    const renewed = licence("药品经营许可证", "2031-10-31");
    const pending = licence("营业执照", "2040-01-01", 0);
    const longTerm = licence("营业执照", "");
    const dated = licence("营业执照", "2030-01-01");
    expect(
      currentLicences([old, renewed, pending, dated, longTerm])
        .map((l) => l.id)
        .sort(),
    ).toEqual([renewed.id, longTerm.id].sort());
    expect(currentLicences([pending])).toEqual([]);
  });
});

describe("orderGate", () => {
  it("an unapproved account cannot order: 资质审核中, linking /zzzj", () => {
    const answer = orderGate({ is_passed: 0, licences: [], scopes: [] }, TODAY);
    expect(answer).toMatchObject({ ok: false, reason: "pending", message: NOT_APPROVED, link: "/zzzj" });
  });
  it("an expired licence blocks ordering and is named", () => {
    const answer = orderGate(
      { is_passed: 1, licences: [licence("营业执照", ""), licence("药品经营许可证", "2026-10-31")], scopes: [] },
      TODAY,
    );
    expect(answer.ok).toBe(false);
    expect(!answer.ok && answer.message).toContain("《药品经营许可证》已过期");
  });
  it("an expired licence renewed and approved no longer blocks", () => {
    const answer = orderGate(
      { is_passed: 1, licences: [licence("药品经营许可证", "2026-10-31"), licence("药品经营许可证", "2031-10-30")], scopes: [] },
      TODAY,
    );
    expect(answer).toEqual({ ok: true, warnings: [] });
  });
  it("a licence expiring within 30 days warns (即将过期) but does not block", () => {
    const answer = orderGate({ is_passed: 1, licences: [licence("医疗机构执业许可证", "2026-12-10")], scopes: [] }, TODAY);
    expect(answer.ok).toBe(true);
    expect(answer.warnings).toEqual(["《医疗机构执业许可证》即将过期（有效期至2026-12-10），请及时上传新证"]);
  });
});

describe("scopeRefusal", () => {
  const scopes = ["化学药制剂", "中成药"];
  it("names the missing scope", () => {
    expect(scopeRefusal(scopes, { scope: "含特殊药品复方制剂" })).toBe("您的经营范围不含「含特殊药品复方制剂」，不能购买此商品");
    expect(scopeRefusal(scopes, { scope: "医疗器械" })).toContain("医疗器械");
  });
  it("passes goods within the scope, and goods that need none", () => {
    expect(scopeRefusal(scopes, { scope: "中成药" })).toBeNull();
    expect(scopeRefusal(scopes, { scope: "" })).toBeNull();
    expect(scopeRefusal([], {})).toBeNull();
  });
});
