// The zones of spec §2 (专区): which goods (the list's zone parameter), which banner position, the
// title and the layouts each offers.
import type { Layout, Zone } from "./catalogue";

export type FocusSlot = "kxzq_ad" | "new_kxzq" | "ppzq" | "kxzq" | "zyzq" | "yx" | "common" | "xrtj";

export interface ZonePageConfig {
  zone: Zone;
  title: string;
  /** A line under the title. */
  intro: string;
  /** Banner position of GET /api/focus/{position}. */
  focus: FocusSlot;
  base: string;
  layout: Layout;
  /** Paths of the layouts the zone offers (none: no switch). */
  layouts?: Partial<Record<Layout, string>>;
  /** Fixed tag (the 新品控销 page lists the new controlled-sales goods). */
  tag?: "新";
}

export const ZONE_PAGES = {
  yx: {
    zone: "yx",
    title: "包邮专区",
    intro: "单品满指定数量即享包邮，详见包邮规则。",
    focus: "yx",
    base: "/yx",
    layout: "grid",
    layouts: { grid: "/yx", table: "/yx/table" },
  },
  yxTable: {
    zone: "yx",
    title: "包邮专区",
    intro: "单品满指定数量即享包邮，详见包邮规则。",
    focus: "yx",
    base: "/yx/table",
    layout: "table",
    layouts: { grid: "/yx", table: "/yx/table" },
  },
  zyyp: {
    zone: "zyyp",
    title: "中药专区",
    intro: "中成药、中药饮片与滋补养生，道地药材，批批可溯。",
    focus: "zyzq",
    base: "/zyyp",
    layout: "grid",
  },
  qxzq: {
    zone: "qxzq",
    title: "器械专区",
    intro: "防护用品、检测器具、护理用品与康复器械。",
    focus: "common",
    base: "/qxzq",
    layout: "grid",
  },
  kxzq: { zone: "kxzq", title: "控销专区", intro: "厂家控销品种，区域保护，价格稳定。", focus: "kxzq", base: "/kxzq", layout: "grid" },
  kxzqNew: {
    zone: "kxzq",
    title: "新品控销",
    intro: "新上市的控销品种。",
    focus: "new_kxzq",
    base: "/kxzq/new",
    layout: "grid",
    tag: "新",
  },
  jxqzc: {
    zone: "jxqzc",
    title: "近效期专区",
    intro: "有效期在 180 天以内的商品，清仓特惠，请按需采购。",
    focus: "common",
    base: "/jxqzc",
    layout: "table",
  },
  mrtj: { zone: "mrtj", title: "每日特价", intro: "每天精选特价商品，售完即止。", focus: "xrtj", base: "/mrtj", layout: "grid" },
} satisfies Record<string, ZonePageConfig>;
