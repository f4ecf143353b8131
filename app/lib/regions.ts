// 所在地区: "省 市 区" as one field (CONTRACT.md allows one field), the province checked against the
// 34 provincial-level divisions; a short name (广东, 内蒙古) is completed to the full one.

export const PROVINCES = [
  "北京市",
  "天津市",
  "河北省",
  "山西省",
  "内蒙古自治区",
  "辽宁省",
  "吉林省",
  "黑龙江省",
  "上海市",
  "江苏省",
  "浙江省",
  "安徽省",
  "福建省",
  "江西省",
  "山东省",
  "河南省",
  "湖北省",
  "湖南省",
  "广东省",
  "广西壮族自治区",
  "海南省",
  "重庆市",
  "四川省",
  "贵州省",
  "云南省",
  "西藏自治区",
  "陕西省",
  "甘肃省",
  "青海省",
  "宁夏回族自治区",
  "新疆维吾尔自治区",
  "台湾省",
  "香港特别行政区",
  "澳门特别行政区",
] as const;

export const REGION_EXAMPLE = "广东省 广州市 天河区";

const SUFFIX = /(省|市|壮族自治区|回族自治区|维吾尔自治区|自治区|特别行政区)$/;
const shortName = (full: string) => full.replace(SUFFIX, "");

/** The region as "省 市 [区]" with the full province name, or null when it is not one. */
export function normaliseRegion(text: string): string | null {
  const parts = text
    .trim()
    .split(/[\s/,，、]+/)
    .filter(Boolean);
  if (parts.length < 2 || parts.length > 3) return null;
  const province = PROVINCES.find((p) => p === parts[0] || shortName(p) === parts[0]);
  if (!province) return null;
  if (!parts.slice(1).every((p) => /^[\u4e00-\u9fa5]{2,20}$/.test(p))) return null;
  return [province, ...parts.slice(1)].join(" ");
}
