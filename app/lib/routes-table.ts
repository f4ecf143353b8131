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
  { path: "/eleven_index", lands: "/", issue: 15 },
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
  { path: "/kxzq_new", lands: "/kxzq/new", issue: 15 },
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
  { path: "/zhzx", lands: "/basic", member: true, issue: 10 },
  { path: "/zhzx_jcxx", lands: "/basic", member: true, issue: 10 },
  { path: "/jcxx_index", lands: "/basic", member: true, issue: 10 },
  { path: "/jcxx_zzzj", lands: "/zzzj", member: true, issue: 10 },
  { path: "/basic", member: true, issue: 10 },
  { path: "/zzzj", member: true, issue: 10 },
  { path: "/zhzx_ddgl", lands: "/ddgl", member: true, issue: 10 },
  { path: "/ddgl", member: true, issue: 10 },
  { path: "/zhzx_bdwx", lands: "/bdwx", member: true, issue: 10 },
  { path: "/bdwx", member: true, issue: 10 },
  { path: "/zhzx_shdz", lands: "/addr", member: true, issue: 10 },
  { path: "/addr", member: true, issue: 10 },
  { path: "/zhzx_wdxx", lands: "/wdxx", member: true, issue: 10 },
  { path: "/wdxx", member: true, issue: 10 },
  // 电子资料
  { path: "/dzzl", lands: "/dzqz", member: true, issue: 13 },
  { path: "/dzzl_dzqz", lands: "/dzqz", member: true, issue: 13 },
  { path: "/dzqz", member: true, issue: 13 },
  { path: "/dzzl_syzl", lands: "/syzl", member: true, issue: 13 },
  { path: "/syzl", member: true, issue: 13 },
  { path: "/dzzl_ypjybg", lands: "/ypjybg", member: true, issue: 13 },
  { path: "/ypjybg", member: true, issue: 13 },
  { path: "/dzzl_dzckd", lands: "/dzckd", member: true, issue: 13 },
  { path: "/dzckd", member: true, issue: 13 },
  { path: "/dzzl_qyzl", lands: "/qyzl", member: true, issue: 13 },
  { path: "/qyzl", member: true, issue: 13 },
  { path: "/dzzl_dzfp", lands: "/fp", member: true, issue: 13 },
  { path: "/fp", member: true, issue: 13 },
  // 自助服务
  { path: "/zzfw", lands: "/kjcg", member: true, issue: 13 },
  { path: "/zzfw_kjcg", lands: "/kjcg", member: true, issue: 13 },
  { path: "/kjcg", member: true, issue: 13 },
  { path: "/zzfw_pzqg", lands: "/pzqg", member: true, issue: 13 },
  { path: "/pzqg", member: true, issue: 13 },
  { path: "/pzqg/add", member: true, issue: 13 },
  { path: "/pzqg/info", lands: "/pzqg", member: true, issue: 13 },
  { path: "/zzfw_dzfp", lands: "/dzfp", member: true, issue: 13 },
  { path: "/dzfp", member: true, issue: 13 },
  { path: "/zzfw_wdsc", lands: "/star", member: true, issue: 13 },
  { path: "/star", member: true, issue: 0 },
  { path: "/zzfw_yjfk", lands: "/yjfk", member: true, issue: 13 },
  { path: "/yjfk", member: true, issue: 13 },
  { path: "/zzfw_jybg", lands: "/jybg", member: true, issue: 13 },
  { path: "/jybg", member: true, issue: 13 },
  // 订单中心
  { path: "/order", member: true, issue: 0 },
  { path: "/order_wddd", lands: "/order", member: true, issue: 0 },
  { path: "/order/info/1", member: true, issue: 0 },
  { path: "/order/returnInfo/1", member: true, issue: 0 },
  { path: "/order/afterSalesInfo/1", member: true, issue: 0 },
  { path: "/order/wl/3", lands: "/order/info/3", member: true, issue: 0 },
  { path: "/order_jfdd", lands: "/jfdd", member: true, issue: 11 },
  { path: "/jfdd", member: true, issue: 11 },
  { path: "/order_hmdd", lands: "/hmdd", member: true, issue: 0 },
  { path: "/hmdd", member: true, issue: 0 },
  // ── Registration and password ──
  { path: "/register", lands: "/register/step1", issue: 10 },
  { path: "/register_index", lands: "/register/step1", issue: 10 },
  { path: "/register_index_step1", lands: "/register/step1", issue: 10 },
  { path: "/register_index_step2", lands: null, issue: 10 },
  { path: "/register_index_step3", lands: null, issue: 10 },
  { path: "/register/step1", issue: 10 },
  { path: "/register/wechat", lands: null, issue: 10 },
  { path: "/register_dd", lands: "/register/dd/step1", issue: 10 },
  { path: "/register_dd_step1", lands: "/register/dd/step1", issue: 10 },
  { path: "/register_dd_step2", lands: null, issue: 10 },
  { path: "/register_dd_step3", lands: null, issue: 10 },
  { path: "/register/dd/step1", issue: 10 },
  { path: "/forget", lands: "/forget/step1", issue: 10 },
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
];

/** The pathname the browser should end on, or null for "any page but /404". */
export function expectedLanding(route: SpecRoute): string | null {
  return route.lands === undefined ? route.path.split("?")[0] : route.lands;
}
