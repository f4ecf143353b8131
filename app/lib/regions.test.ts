import { describe, expect, it } from "vitest";
import { normaliseRegion, PROVINCES } from "./regions";

describe("normaliseRegion", () => {
  it("takes 省 市 区 and 直辖市 区", () => {
    expect(normaliseRegion("广东省 广州市 天河区")).toBe("广东省 广州市 天河区");
    expect(normaliseRegion("  北京市   朝阳区 ")).toBe("北京市 朝阳区");
    expect(normaliseRegion("广西壮族自治区 南宁市 青秀区")).toBe("广西壮族自治区 南宁市 青秀区");
  });
  it("completes a short province name and accepts other separators", () => {
    expect(normaliseRegion("广东 广州市 天河区")).toBe("广东省 广州市 天河区");
    expect(normaliseRegion("内蒙古/呼和浩特市/新城区")).toBe("内蒙古自治区 呼和浩特市 新城区");
    expect(normaliseRegion("浙江省，杭州市，西湖区")).toBe("浙江省 杭州市 西湖区");
  });
  it("refuses unknown provinces, one part, four parts and non-Chinese parts", () => {
    for (const bad of ["", "广东省", "火星省 广州市", "广东省 广州市 天河区 石牌街道", "广东省 <b> 天河区", "广东省 G 天河区"]) {
      expect(normaliseRegion(bad)).toBeNull();
    }
  });
  it("lists the 34 provincial-level divisions", () => {
    expect(new Set(PROVINCES).size).toBe(34);
  });
});
