// Seed source of the promotions (issue 12): one running activity of each kind (满额返现, 全场94折,
// 组合购, an activity zone and the three template pages), one ended activity, a lottery with its
// prizes and a few draws by other buyers (demo and vip have not drawn), the flash sale's per-buyer
// limits, and the banners that lead to them (one with an empty link: 活动暂未开始). build.mjs turns
// the result into SQL. Deterministic: fixed times, hand-picked goods.

/** 2026-11-01 00:00 Asia/Shanghai: the running activities' start. */
const START = 1793462400;
/** 2030-12-31 23:59:59 Asia/Shanghai. */
const END = 1924963199;
/** The ended 双十一 activity: 2026-10-20 … 2026-11-12 00:00. */
const ENDED_START = 1792425600;
const ENDED_END = 1794412800;
/** When the seeded draws happened (2026-11-15 10:00). */
const DRAWN = 1794708000;

export const ACTIVITY = { cashback: 1, discount: 2, bundle: 3, zone: 4, zqmb: 5, yyh: 6, hdmb: 7, ended: 8, lottery: 9 };

const rule = (...paragraphs) => paragraphs.join("\n\n");

export const ACTIVITIES = [
  {
    id: ACTIVITY.cashback,
    kind: "cashback",
    template: "hb",
    title: "满额返现 · 慢病用药与家用器械专场",
    intro: "心脑血管、糖尿病用药与家用器械，实付满额即返现到余额",
    rule: rule(
      "活动时间：2026年11月1日起，以页面公示的结束时间为准。",
      "活动商品：本页列出的商品（普通购买，不含秒杀与组合购）。同一订单中活动商品的实付金额（扣除满减与优惠券分摊后，不含运费）达到档位即可返现，按达到的最高一档计算，不累加。",
      "返现时间：订单支付成功后立即返至账户余额，可在「余额管理」中查看类型为「返现」的明细。",
      "订单取消或退货后，已返现金额按退货后的实付金额重新计算，多返部分从余额中扣回。",
    ),
    banner: "/images/banner/act-hb.svg",
    color: "#d9363e",
    rate: "",
    start_at: START,
    end_at: END,
    sort: 1,
  },
  {
    id: ACTIVITY.discount,
    kind: "discount",
    template: "welfare",
    title: "全场94折 · 冬季福利专场",
    intro: "抗感染、呼吸、消化与营养用药，结算一律94折，可与阶梯价、满减和优惠券叠加",
    rule: rule(
      "活动时间：2026年11月1日起，以页面公示的结束时间为准。",
      "折扣规则：本专场商品先按购买数量取阶梯价，再乘以0.94，单价按分向下取整；行小计 = 折后单价 × 数量。",
      "叠加顺序：阶梯价 → 94折 → 满减 → 优惠券 → 运费。秒杀、组合购商品不参与94折。",
      "购物车、订单确认页和订单详情均显示折后单价与原价。",
    ),
    banner: "/images/banner/act-welfare.svg",
    color: "#0f7a4a",
    rate: "0.94",
    start_at: START,
    end_at: END,
    sort: 2,
  },
  {
    id: ACTIVITY.bundle,
    kind: "bundle",
    template: "zhzq",
    title: "组合购 · 常备药品组合",
    intro: "常备药品按组合打包，一组一价，比单买更省",
    rule: rule(
      "每个组合按「组」购买，一组包含所列商品及数量，加入购物车后为一行「组合」商品。",
      "组合价为整组价格，不再享受阶梯价、94折和满减；组合商品计入结算金额。",
      "下单时逐一校验组合内每件商品的库存，任一商品库存不足则该组合无法购买。",
    ),
    banner: "/images/banner/act-zhzq.svg",
    color: "#e67e22",
    rate: "",
    start_at: START,
    end_at: END,
    sort: 3,
  },
  {
    id: ACTIVITY.zone,
    kind: "zone",
    template: "yjh",
    title: "冬季呼吸道用药专区",
    intro: "感冒、咳嗽、咽喉用药集中备货，厂家直供",
    rule: rule("专区商品均为冬季高频动销品种，建议门店按近30天销量的1.5倍备货。", "专区价格即商城价格，可与满减、优惠券同享。"),
    banner: "/images/banner/act-yjh.svg",
    color: "#1f6fd1",
    rate: "",
    start_at: START,
    end_at: END,
    sort: 4,
  },
  {
    id: ACTIVITY.zqmb,
    kind: "zone",
    template: "zqmb",
    title: "中药养生季",
    intro: "道地药材与经典中成药，滋补调理正当时",
    rule: rule("饮片均附批次检验报告，可在商品详情页查看。", "滋补类饮片建议阴凉干燥处贮藏。"),
    banner: "/images/banner/act-zqmb.svg",
    color: "#8b5a2b",
    rate: "",
    start_at: START,
    end_at: END,
    sort: 5,
  },
  {
    id: ACTIVITY.yyh,
    kind: "zone",
    template: "yyh",
    title: "优药汇 · 名厂好药",
    intro: "知名药企核心品种汇集，正品保障",
    rule: rule("优药汇精选国内知名药企的核心品种，按品类分楼层展示，点击「列表模式」可按表格浏览全部商品。"),
    banner: "/images/banner/act-yyh.svg",
    color: "#6c3fc5",
    rate: "",
    start_at: START,
    end_at: END,
    sort: 6,
  },
  {
    id: ACTIVITY.hdmb,
    kind: "zone",
    template: "hdmb",
    title: "防护器械节",
    intro: "口罩、手套、消毒用品一站备齐",
    rule: rule("器械类商品请核对注册证号，门店需具备相应经营范围。", "防护用品整件购买发货更快。"),
    banner: "/images/banner/act-hdmb.svg",
    color: "#0b8a8a",
    rate: "",
    start_at: START,
    end_at: END,
    sort: 7,
  },
  {
    id: ACTIVITY.ended,
    kind: "zone",
    template: "yjh",
    title: "双十一采购节",
    intro: "双十一限时采购，已圆满结束",
    rule: rule("活动时间：2026年10月20日至2026年11月11日。"),
    banner: "/images/banner/act-yjh.svg",
    color: "#d9363e",
    rate: "",
    start_at: ENDED_START,
    end_at: ENDED_END,
    sort: 8,
  },
  {
    id: ACTIVITY.lottery,
    kind: "lottery",
    template: "draw",
    title: "幸运抽奖 · 冬季回馈",
    intro: "每位采购商可抽奖一次，奖品有优惠券、积分和欧姆龙血压计",
    rule: rule(
      "每个账号在本次活动中可抽奖1次，抽奖结果以页面显示为准，可在「我的抽奖记录」中查看。",
      "优惠券与积分即时发放到账户；实物奖品由客服在3个工作日内联系您确认收货地址后寄出。",
      "如发现以不正当方式参与活动，商城有权取消其获奖资格。",
    ),
    banner: "/images/banner/act-draw.svg",
    color: "#d9363e",
    rate: "",
    start_at: START,
    end_at: END,
    sort: 9,
  },
];

// [floor id, activity, name, goods ids]
const FLOORS = [
  [1, ACTIVITY.cashback, "心脑血管用药", [34, 35, 36, 37, 38, 39, 40, 41, 42, 282, 283, 286, 289, 293, 299]],
  [2, ACTIVITY.cashback, "糖尿病用药", [43, 44, 325, 327, 329, 330]],
  [3, ACTIVITY.cashback, "家用医疗器械", [72, 73, 74, 81]],
  [4, ACTIVITY.discount, "抗感染用药", [7, 9, 10, 11, 12, 101, 105, 110, 115, 117]],
  [5, ACTIVITY.discount, "呼吸系统用药", [21, 22, 23, 24, 199, 201, 212, 217]],
  [6, ACTIVITY.discount, "消化系统用药", [26, 27, 29, 31, 32, 33, 241, 242, 247]],
  [7, ACTIVITY.discount, "维生素与营养补充", [47, 48, 49, 351, 353, 359, 363]],
  [8, ACTIVITY.zone, "感冒退热", [18, 58, 60, 157, 158, 196, 199, 201, 437, 439]],
  [9, ACTIVITY.zone, "止咳化痰", [21, 22, 23, 203, 210, 212, 216, 217, 498, 503]],
  [10, ACTIVITY.zone, "咽喉用药", [54, 55, 414, 416, 417, 418]],
  [11, ACTIVITY.zqmb, "经典中成药", [61, 64, 65, 455, 460, 466, 467, 471, 473, 491, 493, 506]],
  [12, ACTIVITY.zqmb, "道地饮片", [67, 68, 69, 70, 528, 533, 537, 539, 543, 546, 548]],
  [13, ACTIVITY.zqmb, "滋补养生", [566, 567, 568, 569, 573, 574, 578, 579, 581]],
  [14, ACTIVITY.yyh, "以岭 · 天士力", [3, 38, 40, 41, 42]],
  [15, ACTIVITY.yyh, "华润三九 · 同仁堂", [18, 32, 50, 57, 61]],
  [16, ACTIVITY.yyh, "扬子江 · 辉瑞", [23, 33, 34, 36, 54]],
  [17, ACTIVITY.hdmb, "防护口罩", [5, 77, 588, 589, 591]],
  [18, ACTIVITY.hdmb, "手套与隔离衣", [75, 82, 592, 593, 594, 596, 598]],
  [19, ACTIVITY.hdmb, "消毒与敷料", [76, 78, 79, 80, 599, 600]],
  [20, ACTIVITY.ended, "双十一爆款", [2, 3, 18, 28, 37, 61]],
];

export const CASHBACK_TIERS = [
  { id: 1, activity_id: ACTIVITY.cashback, amount: "2000.00", back: "60.00" },
  { id: 2, activity_id: ACTIVITY.cashback, amount: "5000.00", back: "200.00" },
  { id: 3, activity_id: ACTIVITY.cashback, amount: "10000.00", back: "500.00" },
];

// [bundle id, name, intro, price, [[goods id, number], …]]
export const BUNDLES = [
  [
    1,
    "秋冬感冒常备组合",
    "感冒灵 + 双黄连 + 西地碘含片，门店感冒季三件套",
    "318.00",
    [
      [18, 10],
      [64, 10],
      [55, 10],
    ],
  ],
  [
    2,
    "心脑血管调理组合",
    "复方丹参滴丸、速效救心丸、通心络胶囊，慢病复购好搭档",
    "518.00",
    [
      [38, 10],
      [39, 5],
      [40, 5],
    ],
  ],
  [
    3,
    "家庭护理器械组合",
    "体温计、棉签、创可贴、酒精，家庭药箱一次配齐",
    "468.00",
    [
      [72, 10],
      [78, 20],
      [79, 10],
      [76, 20],
    ],
  ],
  [
    4,
    "儿童退热组合",
    "小儿氨酚黄那敏颗粒、布洛芬混悬液、小儿豉翘清热颗粒",
    "298.00",
    [
      [58, 10],
      [59, 5],
      [60, 5],
    ],
  ],
];

// Lottery prizes: weight = relative odds, stock null = unlimited.
export const PRIZES = [
  {
    id: 1,
    name: "满500减30优惠券",
    remarks: "满500元可用，30天内有效",
    kind: "coupon",
    weight: 30,
    stock: 500,
    points: 0,
    coupon_amount: "500.00",
    coupon_reduce: "30.00",
    coupon_days: 30,
    sort: 1,
  },
  {
    id: 2,
    name: "200积分",
    remarks: "已存入您的积分账户",
    kind: "points",
    weight: 40,
    stock: null,
    points: 200,
    coupon_amount: "",
    coupon_reduce: "",
    coupon_days: 0,
    sort: 2,
  },
  {
    id: 3,
    name: "欧姆龙上臂式电子血压计",
    remarks: "客服将在3个工作日内联系您确认收货地址",
    kind: "gift",
    weight: 5,
    stock: 10,
    points: 0,
    coupon_amount: "",
    coupon_reduce: "",
    coupon_days: 0,
    sort: 3,
  },
  {
    id: 4,
    name: "谢谢参与",
    remarks: "",
    kind: "none",
    weight: 25,
    stock: null,
    points: 0,
    coupon_amount: "",
    coupon_reduce: "",
    coupon_days: 0,
    sort: 4,
  },
];

/** Draws by other buyers, for the winners list (demo and vip have not drawn: CONTRACT.md). */
const DRAWS = [
  { id: 1, user_id: 11, prize_id: 2, created_at: DRAWN },
  { id: 2, user_id: 5, prize_id: 1, created_at: DRAWN + 3600 },
];

/** Flash-sale units one buyer may buy per session: 20, rounded up to the goods' middle pack. */
export function spikeLimit(goods) {
  const pack = goods.is_zbz === 1 && goods.zbz > 1 ? goods.zbz : 1;
  return Math.ceil(20 / pack) * pack;
}

/** Banners: home focus (one with an empty link: 活动暂未开始), the lottery's ads. */
export const PROMOTION_FOCUS = [
  { id: 300, position: "home", image: "/images/banner/home-4.svg", url: "/hb", title: "满额返现 满2000返60" },
  { id: 301, position: "home", image: "/images/banner/home-5.svg", url: "/zhzq", title: "组合购 一组一价更省" },
  { id: 302, position: "home", image: "/images/banner/home-6.svg", url: "", title: "品牌联合采购节 即将开启" },
  { id: 303, position: "draw", image: "/images/banner/act-draw.svg", url: "/draw", title: "幸运抽奖 每人1次抽奖机会" },
  { id: 304, position: "draw", image: "/images/banner/home-4.svg", url: "/hb", title: "满额返现 满2000返60" },
];

/** Nav entries under 首页 (a hover menu): the promotions, and one whose link is empty (活动暂未开始). */
export const PROMOTION_NAV = [
  { id: 121, parent_id: 1, name: "活动中心", url: "/Hdzx", sort: 1 },
  { id: 122, parent_id: 1, name: "满额返现", url: "/hb", sort: 2 },
  { id: 123, parent_id: 1, name: "全场94折", url: "/welfare", sort: 3 },
  { id: 124, parent_id: 1, name: "组合购", url: "/zhzq", sort: 4 },
  { id: 125, parent_id: 1, name: "幸运抽奖", url: "/draw", sort: 5 },
  { id: 126, parent_id: 1, name: "品牌联合采购节", url: "", sort: 6 },
];

/** `before` (SQL), [table, row] pairs upserted by build.mjs, and `after` (SQL). */
export function promotionsSeed(goodsById) {
  const rows = [];
  const before = [];
  const after = [];
  for (const a of ACTIVITIES) rows.push(["activities", a]);
  const seen = new Map();
  for (const [id, activityId, name, goodsIds] of FLOORS) {
    rows.push(["activity_floors", { id, activity_id: activityId, name, sort: id }]);
    goodsIds.forEach((goodsId, i) => {
      if (!goodsById.has(goodsId)) throw new Error(`promotions seed: floor ${id} names unknown goods ${goodsId}`);
      const key = `${activityId}|${goodsId}`;
      if (seen.has(key)) throw new Error(`promotions seed: goods ${goodsId} twice in activity ${activityId}`);
      seen.set(key, true);
      rows.push(["activity_goods", { activity_id: activityId, goods_id: goodsId, floor_id: id, sort: id * 100 + i }]);
    });
  }
  for (const tier of CASHBACK_TIERS) rows.push(["cashback_tiers", tier]);
  BUNDLES.forEach(([id, name, intro, price, goods], i) => {
    rows.push(["bundles", { id, activity_id: ACTIVITY.bundle, name, intro, price, sort: i + 1 }]);
    goods.forEach(([goodsId, number], j) => {
      if (!goodsById.has(goodsId)) throw new Error(`promotions seed: bundle ${id} names unknown goods ${goodsId}`);
      rows.push(["bundle_goods", { bundle_id: id, goods_id: goodsId, number, sort: j + 1 }]);
    });
  });
  for (const prize of PRIZES) rows.push(["draw_prizes", { activity_id: ACTIVITY.lottery, ...prize }]);
  for (const d of DRAWS) {
    const prize = PRIZES.find((p) => p.id === d.prize_id);
    rows.push([
      "draw_records",
      {
        id: d.id,
        activity_id: ACTIVITY.lottery,
        user_id: d.user_id,
        prize_id: prize.id,
        name: prize.name,
        remarks: prize.remarks,
        kind: prize.kind,
        coupon_id: null,
        created_at: d.created_at,
      },
    ]);
  }
  PROMOTION_FOCUS.forEach((f, i) => rows.push(["focus", { banner_id: null, ...f, sort: 100 + i }]));
  for (const item of PROMOTION_NAV) rows.push(["nav_items", item]);

  // The seed owns these lists: an activity's goods and a bundle's goods are replaced, not merged.
  before.push(`DELETE FROM activity_goods WHERE activity_id IN (${ACTIVITIES.map((a) => a.id).join(", ")});`);
  before.push(`DELETE FROM bundle_goods WHERE bundle_id IN (${BUNDLES.map(([id]) => id).join(", ")});`);
  // Flash-sale limits (the spike rows are rewritten by build.mjs just before).
  const limits = new Map();
  for (const g of goodsById.values()) if (g.tags.includes("秒")) limits.set(g.id, spikeLimit(g));
  for (const [goodsId, limit] of limits) after.push(`UPDATE spike_goods SET buyer_limit = ${limit} WHERE goods_id = ${goodsId};`);
  return { before, rows, after };
}
