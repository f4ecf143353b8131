// 会员中心 menu (member centre): the spec's member area as data (spec §2 "Member and wallet").
// The layout (routes/_member.tsx) shows the entries that are `ready` and marks the current one.
// A breadth issue that builds a page sets its entry ready; nothing links to a page not built.

export interface MemberLink {
  to: string;
  label: string;
  /** The page exists. */
  ready: boolean;
  /** Other paths that belong to this entry (details under it), matched as prefixes. */
  also?: string[];
}

export interface MemberGroup {
  label: string;
  links: MemberLink[];
}

export const MEMBER_HOME: MemberLink = { to: "/user", label: "会员中心", ready: true };

export const MEMBER_MENU: MemberGroup[] = [
  {
    label: "订单中心",
    links: [
      { to: "/order", label: "我的订单", ready: true, also: ["/order/"] },
      { to: "/jfdd", label: "积分订单", ready: true, also: ["/jfdd/"] },
      { to: "/hmdd", label: "含麻订单回执", ready: true },
    ],
  },
  {
    label: "我的钱包",
    links: [
      { to: "/wdqb", label: "我的钱包", ready: true },
      { to: "/yegl", label: "余额管理", ready: true },
      { to: "/zqgl", label: "账期管理", ready: true },
      { to: "/jfgl", label: "积分管理", ready: true },
      { to: "/yhq", label: "优惠券", ready: true },
      { to: "/xjq", label: "现金券", ready: true },
    ],
  },
  {
    label: "账户中心",
    links: [
      { to: "/basic", label: "基本信息", ready: true },
      { to: "/zzzj", label: "资质证照", ready: true },
      { to: "/ddgl", label: "多门店管理", ready: true },
      { to: "/bdwx", label: "绑定微信", ready: true },
      { to: "/addr", label: "收货地址", ready: true },
      { to: "/wdxx", label: "我的消息", ready: true },
      { to: "/dzht", label: "电子合同", ready: true },
    ],
  },
  {
    label: "电子资料",
    links: [
      { to: "/dzqz", label: "电子签章", ready: true },
      { to: "/syzl", label: "首营资料", ready: true },
      { to: "/ypjybg", label: "药检报告", ready: true },
      { to: "/dzckd", label: "电子出库单", ready: true, also: ["/dzckd/"] },
      { to: "/qyzl", label: "企业资料", ready: true },
      { to: "/fp", label: "电子发票", ready: true, also: ["/fp/"] },
    ],
  },
  {
    label: "自助服务",
    links: [
      { to: "/kjcg", label: "快捷采购", ready: true },
      { to: "/pzqg", label: "品种求购", ready: true, also: ["/pzqg/"] },
      { to: "/dzfp", label: "电子发票查询", ready: true },
      { to: "/star", label: "我的收藏", ready: true },
      { to: "/yjfk", label: "意见反馈", ready: true },
      { to: "/jybg", label: "检验报告", ready: true },
    ],
  },
];

/** The menu as shown: ready entries only, groups without any dropped. */
export function visibleMenu(menu: MemberGroup[] = MEMBER_MENU): MemberGroup[] {
  return menu.map((group) => ({ ...group, links: group.links.filter((link) => link.ready) })).filter((group) => group.links.length > 0);
}

/** The entry a path belongs to (exact path, or one of its `also` prefixes), or null. */
export function currentEntry(pathname: string, menu: MemberGroup[] = MEMBER_MENU): MemberLink | null {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, "") : pathname;
  if (path === MEMBER_HOME.to) return MEMBER_HOME;
  for (const group of menu) {
    for (const link of group.links) {
      if (link.to === path || link.also?.some((prefix) => path.startsWith(prefix))) return link;
    }
  }
  return null;
}

/** Every ready member page (the shortcuts on /user and the link check use it). */
export function readyLinks(menu: MemberGroup[] = MEMBER_MENU): MemberLink[] {
  return visibleMenu(menu).flatMap((group) => group.links);
}
