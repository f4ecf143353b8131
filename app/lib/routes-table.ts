// Every address of spec §2 — pages, aliases and group roots — as one table, with sample values for
// its parameters and where the browser should end up. tests/unit/routes-table.test.ts checks that a
// route module serves each one; tests/e2e/routes.spec.ts visits each one. The issue that built an
// address is noted beside it.

export interface SpecRoute {
  /** The address, with sample values for its parameters. */
  path: string;
  /**
   * Where the browser ends up (pathname): omitted = the address itself; a path = an alias or a
   * group root sends it there; null = any page but /404 (the sample's outcome depends on data).
   */
  lands?: string | null;
  /** Visited as the demo buyer (member pages) instead of as a guest. */
  member?: boolean;
  /** The issue that builds it; 0 = on main before the breadth issues (shell, catalogue, purchase). */
  issue: number;
}

export interface Alias {
  /** The old or second address. */
  from: string;
  /** The page's one address. */
  to: string;
  /** The page behind it is a member page (visited as demo). */
  member?: boolean;
  /** null: the page itself sends a visitor on (a registration step without the steps before it). */
  lands?: null;
  issue: number;
}

/**
 * The spec's second addresses of a page (§2): each answers 301 to the page's one address, with the
 * query kept. The catch-all route (app/routes/$.tsx) answers them from this table, the one source.
 */
export const ALIASES: readonly Alias[] = [
  { from: "/eleven_index", to: "/", issue: 15 },
  { from: "/kxzq_new", to: "/kxzq/new", issue: 15 },
  { from: "/zhzx", to: "/basic", member: true, issue: 10 },
  { from: "/zhzx_jcxx", to: "/basic", member: true, issue: 10 },
  { from: "/jcxx_index", to: "/basic", member: true, issue: 10 },
  { from: "/jcxx_zzzj", to: "/zzzj", member: true, issue: 10 },
  { from: "/zhzx_ddgl", to: "/ddgl", member: true, issue: 10 },
  { from: "/zhzx_bdwx", to: "/bdwx", member: true, issue: 10 },
  { from: "/zhzx_shdz", to: "/addr", member: true, issue: 10 },
  { from: "/zhzx_wdxx", to: "/wdxx", member: true, issue: 10 },
  { from: "/dzzl", to: "/dzqz", member: true, issue: 13 },
  { from: "/dzzl_dzqz", to: "/dzqz", member: true, issue: 13 },
  { from: "/dzzl_syzl", to: "/syzl", member: true, issue: 13 },
  { from: "/dzzl_ypjybg", to: "/ypjybg", member: true, issue: 13 },
  { from: "/dzzl_dzckd", to: "/dzckd", member: true, issue: 13 },
  { from: "/dzzl_qyzl", to: "/qyzl", member: true, issue: 13 },
  { from: "/dzzl_dzfp", to: "/fp", member: true, issue: 13 },
  { from: "/zzfw", to: "/kjcg", member: true, issue: 13 },
  { from: "/zzfw_kjcg", to: "/kjcg", member: true, issue: 13 },
  { from: "/zzfw_pzqg", to: "/pzqg", member: true, issue: 13 },
  { from: "/pzqg/info", to: "/pzqg", member: true, issue: 13 },
  { from: "/zzfw_dzfp", to: "/dzfp", member: true, issue: 13 },
  { from: "/zzfw_wdsc", to: "/star", member: true, issue: 13 },
  { from: "/zzfw_yjfk", to: "/yjfk", member: true, issue: 13 },
  { from: "/zzfw_jybg", to: "/jybg", member: true, issue: 13 },
  { from: "/order_wddd", to: "/order", member: true, issue: 0 },
  { from: "/order_jfdd", to: "/jfdd", member: true, issue: 11 },
  { from: "/order_hmdd", to: "/hmdd", member: true, issue: 0 },
  { from: "/register", to: "/register/step1", issue: 10 },
  { from: "/register_index", to: "/register/step1", issue: 10 },
  { from: "/register_index_step1", to: "/register/step1", issue: 10 },
  { from: "/register_index_step2", lands: null, to: "/register/step2", issue: 10 },
  { from: "/register_index_step3", lands: null, to: "/register/step3", issue: 10 },
  { from: "/register_dd", to: "/register/dd/step1", issue: 10 },
  { from: "/register_dd_step1", to: "/register/dd/step1", issue: 10 },
  { from: "/register_dd_step2", lands: null, to: "/register/dd/step2", issue: 10 },
  { from: "/register_dd_step3", lands: null, to: "/register/dd/step3", issue: 10 },
  { from: "/forget", to: "/forget/step1", issue: 10 },
];

const ALIAS_TO = new Map(ALIASES.map((a) => [a.from.toLowerCase(), a.to]));

/** Where an alias sends a pathname (a trailing slash and letter case ignored, as routes match), or null. */
export function aliasTarget(pathname: string): string | null {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, "") : pathname;
  return ALIAS_TO.get(path.toLowerCase()) ?? null;
}

export const SPEC_ROUTES: SpecRoute[] = [
  // ── General ──
  { path: "/", issue: 0 },
  { path: "/login", issue: 0 },
  { path: "/404", issue: 0 },
  { path: "/noActivity", issue: 0 },
  { path: "/loading", issue: 0 },
  { path: "/loading/activity", issue: 0 },
  { path: "/activity/a/b/c", lands: "/loading/activity", issue: 0 },
  { path: "/jfsc", issue: 11 },
  { path: "/list/other/10100", issue: 0 },
  // ── Listing and search ──
  { path: "/list", issue: 0 },
  { path: "/list/table", issue: 0 },
  { path: "/list/no_image", issue: 0 },
  { path: "/list/info/1", issue: 0 },
  { path: "/search", issue: 0 },
  { path: "/search/table", issue: 0 },
  { path: "/yx", issue: 0 },
  { path: "/yx/table", issue: 0 },
  { path: "/yx/rule", issue: 15 },
  // ── Zones and activities ──
  { path: "/yjh", lands: null, issue: 12 },
  { path: "/Hdzx/1", lands: null, issue: 12 },
  { path: "/jxqzc", issue: 0 },
  { path: "/qxzq", issue: 0 },
  { path: "/zyyp", issue: 0 },
  { path: "/kxzq", issue: 0 },
  { path: "/kxzq/new", issue: 0 },
  { path: "/kxzq/goods/8", lands: null, issue: 0 },
  { path: "/ppzq", issue: 0 },
  { path: "/ppzq_index", issue: 0 },
  { path: "/ppzq/2", issue: 0 },
  { path: "/ppzq/info/1", issue: 0 },
  { path: "/hb", issue: 12 },
  { path: "/welfare", issue: 12 },
  { path: "/mrtj", issue: 0 },
  { path: "/lqzx", issue: 11 },
  { path: "/zqmb", lands: null, issue: 12 },
  { path: "/yyh", lands: null, issue: 12 },
  { path: "/yyh/list", lands: null, issue: 12 },
  { path: "/hdmb", lands: null, issue: 12 },
  { path: "/zhzq", issue: 12 },
  // ── Cart ──
  { path: "/cart", member: true, issue: 0 },
  { path: "/cart/step2", lands: "/cart", member: true, issue: 0 },
  { path: "/cart/step3/1", lands: null, member: true, issue: 0 },
  { path: "/cart/step4", lands: "/order", member: true, issue: 15 },
  { path: "/cart/hm", lands: "/order", member: true, issue: 15 },
  // ── Member and wallet ──
  { path: "/user", member: true, issue: 0 },
  { path: "/wdqb", member: true, issue: 0 },
  { path: "/yegl", member: true, issue: 11 },
  { path: "/zqgl", member: true, issue: 11 },
  { path: "/jfgl", member: true, issue: 11 },
  { path: "/yhq", member: true, issue: 11 },
  { path: "/xjq", member: true, issue: 11 },
  // 账户中心
  { path: "/basic", member: true, issue: 10 },
  { path: "/zzzj", member: true, issue: 10 },
  { path: "/ddgl", member: true, issue: 10 },
  { path: "/bdwx", member: true, issue: 10 },
  { path: "/addr", member: true, issue: 10 },
  { path: "/wdxx", member: true, issue: 10 },
  // 电子资料
  { path: "/dzqz", member: true, issue: 13 },
  { path: "/syzl", member: true, issue: 13 },
  { path: "/ypjybg", member: true, issue: 13 },
  { path: "/dzckd", member: true, issue: 13 },
  { path: "/qyzl", member: true, issue: 13 },
  { path: "/fp", member: true, issue: 13 },
  // 自助服务
  { path: "/kjcg", member: true, issue: 13 },
  { path: "/pzqg", member: true, issue: 13 },
  { path: "/pzqg/add", member: true, issue: 13 },
  { path: "/dzfp", member: true, issue: 13 },
  { path: "/star", member: true, issue: 0 },
  { path: "/yjfk", member: true, issue: 13 },
  { path: "/jybg", member: true, issue: 13 },
  // 订单中心
  { path: "/order", member: true, issue: 0 },
  { path: "/order/info/1", member: true, issue: 0 },
  { path: "/order/returnInfo/1", member: true, issue: 0 },
  { path: "/order/afterSalesInfo/1", member: true, issue: 0 },
  { path: "/order/wl/3", lands: "/order/info/3", member: true, issue: 0 },
  { path: "/jfdd", member: true, issue: 11 },
  { path: "/hmdd", member: true, issue: 0 },
  // ── Registration and password ──
  { path: "/register/step1", issue: 10 },
  { path: "/register/wechat", lands: null, issue: 10 },
  { path: "/register/dd/step1", issue: 10 },
  { path: "/forget/step1", issue: 10 },
  { path: "/forget/step2", lands: null, issue: 10 },
  { path: "/forget/step3", lands: null, issue: 10 },
  // ── Help and news ──
  { path: "/help", issue: 15 },
  { path: "/help/xrzn/hyzc", issue: 15 },
  { path: "/help/xrzn/gwzn", issue: 15 },
  { path: "/help/xrzn/aqgy", issue: 15 },
  { path: "/help/fwbz/wzzz", issue: 15 },
  { path: "/help/fwbz/yhxy", issue: 15 },
  { path: "/help/fwbz/zskf", issue: 15 },
  { path: "/help/us/tsjy", issue: 15 },
  { path: "/help/us/link", issue: 15 },
  { path: "/help/pay", issue: 15 },
  { path: "/help/zfps/ddzf", issue: 15 },
  { path: "/help/zfps/hwps", issue: 15 },
  { path: "/help/zfps/ypth", issue: 15 },
  { path: "/news", lands: "/news/hy", issue: 15 },
  { path: "/news/hy", issue: 15 },
  { path: "/news/company", issue: 15 },
  { path: "/news/info/1/hy", issue: 15 },
  // ── Referenced elsewhere ──
  { path: "/dzht", member: true, issue: 15 },
  { path: "/kf", issue: 15 },
  // ── Aliases (above) ──
  ...ALIASES.map(({ from, to, member, lands, issue }) => ({ path: from, lands: lands === null ? null : to, member, issue })),
];

/** The pathname the browser should end on, or null for "any page but /404". */
export function expectedLanding(route: SpecRoute): string | null {
  return route.lands === undefined ? route.path.split("?")[0] : route.lands;
}
