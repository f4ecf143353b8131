// Seed source of money and loyalty (issue 11): the coupon centre's coupons, more coupons and cash
// vouchers for the demo accounts, the points mall with its orders, the points ledger, and two more
// credit orders of demo so its bills are in every state (未还款, 已还款, 已逾期). build.mjs turns the
// rows into upserts. Deterministic: fixed times, amounts in integer cents from the goods rows.
//
// Rules the seed keeps (and checks when it is built, so a wrong edit fails the build):
// - each account's points (data.mjs) are the sum of its points ledger; a paid order earns 1 point per
//   whole yuan paid (upstream/lib/points.ts);
// - demo's balance ledger still chains from 0 to its balance (purchase.mjs starts at 0.00);
// - demo and vip have claimed nothing in the coupon centre (CONTRACT.md).
import { USERS } from "./data.mjs";
import { DEMO, VIP, CLINIC, DEMO2, traces } from "./purchase.mjs";

const DAY = 86400;
/** 2026-11-20 10:00 Asia/Shanghai, the purchase seed's "now". */
const T = 1795140000;
const at = (daysAgo, hour = 0) => T - daysAgo * DAY + hour * 3600;
const FAR = 1924905600; // 2030-12-31 08:00 Asia/Shanghai

const cents = (text) => {
  const [whole, frac = ""] = String(text).split(".");
  return Number(whole) * 100 + Number((frac + "00").slice(0, 2));
};
const money = (c) => `${c < 0 ? "-" : ""}${Math.trunc(Math.abs(c) / 100)}.${String(Math.abs(c) % 100).padStart(2, "0")}`;
const pad = (n, w = 2) => String(n).padStart(w, "0");
function sn(prefix, id, time) {
  const d = new Date((time + 8 * 3600) * 1000);
  return `${prefix}${d.getUTCFullYear()}${pad(d.getUTCMonth() + 1)}${pad(d.getUTCDate())}${pad(d.getUTCHours())}${pad(d.getUTCMinutes())}${pad(id, 4)}`;
}

// ——— The coupon centre (领券中心) ———

const scope = (ids) => JSON.stringify(ids);

export const COUPON_TEMPLATES = [
  // 全场 with a threshold one goods reaches within vip's balance (CONTRACT.md).
  {
    id: 1,
    name: "全场通用券",
    kind: 1,
    amount: "300.00",
    reduce: "20.00",
    scope: 0,
    scope_ids: "[]",
    total: 5000,
    claimed: 1268,
    per_user: 1,
    valid_days: 30,
  },
  {
    id: 2,
    name: "采购满减券",
    kind: 1,
    amount: "1000.00",
    reduce: "60.00",
    scope: 0,
    scope_ids: "[]",
    total: 3000,
    claimed: 845,
    per_user: 1,
    valid_days: 0,
  },
  {
    id: 3,
    name: "限时大额券",
    kind: 1,
    amount: "3000.00",
    reduce: "220.00",
    scope: 0,
    scope_ids: "[]",
    total: 1000,
    claimed: 1000,
    per_user: 1,
    valid_days: 0,
  },
  {
    id: 4,
    name: "白云山品牌券",
    kind: 1,
    amount: "500.00",
    reduce: "40.00",
    scope: 2,
    scope_ids: scope([1]),
    total: 2000,
    claimed: 312,
    per_user: 1,
    valid_days: 30,
  },
  {
    id: 5,
    name: "感冒用药专享券",
    kind: 1,
    amount: "200.00",
    reduce: "15.00",
    scope: 1,
    scope_ids: scope([3, 18, 19, 20]),
    total: 2000,
    claimed: 530,
    per_user: 1,
    valid_days: 15,
  },
  {
    id: 6,
    name: "无门槛现金券",
    kind: 2,
    amount: "0.00",
    reduce: "10.00",
    scope: 0,
    scope_ids: "[]",
    total: 10000,
    claimed: 4211,
    per_user: 1,
    valid_days: 15,
  },
  {
    id: 7,
    name: "以岭药业品牌券",
    kind: 1,
    amount: "800.00",
    reduce: "50.00",
    scope: 2,
    scope_ids: scope([8]),
    total: 1500,
    claimed: 96,
    per_user: 1,
    valid_days: 0,
  },
  {
    id: 8,
    name: "老客回馈现金券",
    kind: 2,
    amount: "0.00",
    reduce: "30.00",
    scope: 0,
    scope_ids: "[]",
    total: 500,
    claimed: 487,
    per_user: 1,
    valid_days: 7,
  },
].map((t, i) => ({
  ...t,
  claim_start_at: at(30),
  claim_end_at: FAR,
  use_start_at: at(30),
  use_end_at: FAR,
  sort: i + 1,
}));

// ——— Coupons and cash vouchers of the accounts (ids from 100; 1–5 are purchase.mjs's) ———

export const COUPONS = [
  {
    id: 100,
    user_id: DEMO,
    name: "10元现金券",
    kind: 2,
    amount: "0.00",
    reduce: "10.00",
    scope: 0,
    scope_ids: "[]",
    start_at: at(20),
    end_at: FAR,
    status: 0,
  },
  {
    id: 101,
    user_id: DEMO,
    name: "20元现金券",
    kind: 2,
    amount: "0.00",
    reduce: "20.00",
    scope: 0,
    scope_ids: "[]",
    start_at: at(10),
    end_at: at(-25),
    status: 0,
  },
  {
    id: 102,
    user_id: DEMO,
    name: "满500减30",
    kind: 1,
    amount: "500.00",
    reduce: "30.00",
    scope: 2,
    scope_ids: scope([1]),
    start_at: at(15),
    end_at: FAR,
    status: 0,
  },
  {
    id: 103,
    user_id: DEMO,
    name: "满200减12",
    kind: 1,
    amount: "200.00",
    reduce: "12.00",
    scope: 1,
    scope_ids: scope([1, 2, 14]),
    start_at: at(15),
    end_at: at(-40),
    status: 0,
  },
  {
    id: 104,
    user_id: DEMO,
    name: "5元现金券",
    kind: 2,
    amount: "0.00",
    reduce: "5.00",
    scope: 0,
    scope_ids: "[]",
    start_at: at(60),
    end_at: at(10),
    status: 0,
  },
  {
    id: 105,
    user_id: VIP,
    name: "10元现金券",
    kind: 2,
    amount: "0.00",
    reduce: "10.00",
    scope: 0,
    scope_ids: "[]",
    start_at: at(20),
    end_at: FAR,
    status: 0,
  },
  // Claimed in the centre by other accounts (demo and vip have claimed nothing there).
  {
    id: 110,
    user_id: DEMO2,
    name: "全场通用券",
    kind: 1,
    amount: "300.00",
    reduce: "20.00",
    scope: 0,
    scope_ids: "[]",
    start_at: at(6),
    end_at: at(6) + 30 * DAY,
    status: 0,
    template_id: 1,
  },
  {
    id: 111,
    user_id: CLINIC,
    name: "无门槛现金券",
    kind: 2,
    amount: "0.00",
    reduce: "10.00",
    scope: 0,
    scope_ids: "[]",
    start_at: at(3),
    end_at: at(3) + 15 * DAY,
    status: 0,
    template_id: 6,
  },
].map((c) => ({ template_id: null, order_id: null, used_at: null, created_at: c.start_at, ...c }));

// ——— The points mall (积分商城) ———

export const POINTS_GOODS = [
  [1, "医用外科口罩", "50只/盒", "三层熔喷过滤，独立灭菌包装，门店日常防护。", 300, "25.00", 500, 5, "#0b7285"],
  [2, "75%酒精消毒液", "500ml/瓶", "乙醇含量75%，适用于手部及物体表面消毒。", 400, "19.90", 400, 5, "#1f6fd1"],
  [3, "医用棉签", "200支/包", "脱脂棉头，双头设计，单包独立密封。", 200, "9.90", 800, 10, "#2b8a3e"],
  [4, "电子体温计", "鱼跃 YT-308", "软头测温，约60秒出结果，带记忆功能。", 1200, "59.00", 120, 2, "#c2255c"],
  [5, "热敏收银纸", "57×50mm 10卷装", "门店收银机通用，字迹清晰不易褪色。", 800, "32.00", 200, 3, "#5c7cfa"],
  [6, "环保购物袋", "100个/捆", "加厚可降解材质，印有药品安全用药提示。", 600, "28.00", 300, 3, "#2f9e44"],
  [7, "不锈钢保温杯", "500ml", "316不锈钢内胆，12小时保温。", 1800, "89.00", 80, 1, "#862e9c"],
  [8, "晴雨两用折叠伞", "三折 自动开合", "黑胶防晒涂层，抗风伞骨。", 1500, "69.00", 60, 1, "#1864ab"],
  [9, "电子血压计", "鱼跃 YE660D", "上臂式，一键测量，语音播报，适合门店体验区。", 6800, "299.00", 30, 1, "#d9480f"],
  [10, "指夹式血氧仪", "鱼跃 YX302", "血氧饱和度与脉率同时显示，OLED屏。", 3500, "159.00", 50, 1, "#a61e4d"],
  [11, "家用便携药箱", "双层 带提手", "分格收纳，适合家庭常备药品。", 1600, "79.00", 100, 2, "#e67700"],
  [12, "充电宝", "10000mAh", "双口输出，支持快充，轻薄便携。", 2600, "119.00", 70, 1, "#7048e8"],
  [13, "超声波加湿器", "3L", "静音雾化，适合门店与办公室。", 3200, "149.00", 0, 1, "#0c8599"],
  [14, "记忆棉护颈枕", "U型", "慢回弹记忆棉，午休出行两用。", 2200, "99.00", 90, 1, "#8d5524"],
].map(([id, name, spec, description, points, market_price, stock, per_user, colour], i) => ({
  id,
  name,
  spec,
  description,
  points,
  market_price,
  stock,
  per_user,
  exchanged: [326, 208, 415, 57, 66, 91, 23, 19, 6, 11, 37, 14, 40, 25][i],
  colour,
  is_on: 1,
  sort: i + 1,
}));

/** Carriers and waybills of the credit orders 90 and 91. */
const SHIPPED = [
  ["顺丰速运", "SF1428309915270"],
  ["中通快递", "75124860015532"],
];

/**
 * Demo's points orders: newest 待发货 (placed on the day the store is shown, within the 3 working days
 * /jfdd promises), then 已发货, then 已完成, each shipment with its own waybill.
 * [id, goods id, number, daysAgo, status, carrier and waybill].
 */
const POINTS_ORDERS = [
  [1, 4, 1, 50, 2, ["中通快递", "75124860009874"]],
  [2, 1, 2, -3, 1, ["顺丰速运", "SF1428306620418"]],
  [3, 2, 1, -5, 0, null],
];

// ——— Two more credit orders of demo: one repaid (已还款), one overdue (已逾期) ———

/** [id, [[goods id, number], …], daysAgo placed, days after payment it was repaid (null = unpaid)]. */
const CREDIT_ORDERS = [
  [
    90,
    [
      [8, 100],
      [15, 50],
    ],
    100,
    28,
  ],
  [
    91,
    [
      [16, 50],
      [24, 100],
    ],
    50,
    null,
  ],
];

/** At-least ladder price in cents (the goods used here have at-least tiers or none). */
function unitCents(goods, number) {
  if (goods.ladder_price_type === 1) throw new Error(`wallet seed: goods ${goods.id} has at-most tiers`);
  let price = cents(goods.base_price);
  for (const tier of [...goods.ladder_price].sort((a, b) => a.number - b.number)) if (number >= tier.number) price = cents(tier.price);
  return price;
}

/**
 * @param {Map<number, any>} goodsById goods rows of build.mjs
 * @param {[string, Record<string, any>][]} purchaseRows the rows of purchaseSeed (orders, ledger, bills)
 * @returns {{ rows: [string, Record<string, unknown>][], sql: string[] }}
 */
export function walletSeed(goodsById, purchaseRows) {
  /** @type {[string, Record<string, unknown>][]} */
  const rows = [];
  const sql = [];
  const address = purchaseRows.find(([t, r]) => t === "addresses" && r.user_id === DEMO && r.is_default === 1)[1];

  // Credit orders 90 and 91 with their lines, logistics, bills; the repayment on the balance ledger.
  const paidOrders = purchaseRows.filter(([t, r]) => t === "orders" && r.status >= 1 && r.status <= 3).map(([, r]) => r);
  const bills = purchaseRows.filter(([t]) => t === "credit_bills").map(([, r]) => r);
  let lineId = 500;
  let traceId = 500;
  let logId = 100;
  CREDIT_ORDERS.forEach(([id, lines, daysAgo, repaidAfter], i) => {
    const created = at(daysAgo, -3);
    const paid = created + 600;
    let goodsCents = 0;
    const orderLines = [];
    for (const [goodsId, number] of lines) {
      const g = goodsById.get(goodsId);
      if (!g || g.tags.includes("满")) throw new Error(`wallet seed: order ${id} needs goods ${goodsId} without 满`);
      const price = unitCents(g, number);
      goodsCents += price * number;
      orderLines.push([
        "order_lines",
        {
          id: lineId++,
          order_id: id,
          goods_id: goodsId,
          name: g.name,
          sccj: g.sccj,
          ypgg: g.ypgg,
          bzdw: g.bzdw,
          image: `/api/goods/image/${goodsId}.svg`,
          price: money(price),
          number,
          amount: money(price * number),
          is_hm: g.is_hm,
        },
      ]);
    }
    if (goodsCents < 80000) throw new Error(`wallet seed: order ${id} should ship free`);
    const [company, tracking] = SHIPPED[i];
    const order = {
      id,
      order_sn: sn("YP", id, created),
      user_id: DEMO,
      idempotency_key: null,
      status: 3,
      pay_type: 2,
      invoice_type: 2,
      remark: "",
      consignee: address.consignee,
      phone: address.phone,
      region: address.region,
      address: address.address,
      goods_amount: money(goodsCents),
      manjian_amount: "0.00",
      gift_amount: "0.00",
      coupon_amount: "0.00",
      shipping_amount: "0.00",
      pay_amount: money(goodsCents),
      coupon_id: null,
      is_hm: 0,
      logistics_company: company,
      tracking_no: tracking,
      created_at: created,
      paid_at: paid,
      shipped_at: paid + DAY,
      completed_at: paid + 4 * DAY,
      cancelled_at: null,
    };
    rows.push(["orders", order], ...orderLines);
    paidOrders.push(order);
    for (const [time, text] of traces(company, address, created, order.shipped_at, order.completed_at - 3600)) {
      rows.push(["logistics_traces", { id: traceId++, order_id: id, time, text }]);
    }
    const repaidAt = repaidAfter === null ? null : paid + repaidAfter * DAY;
    const bill = {
      id: 100 + i,
      user_id: DEMO,
      order_id: id,
      amount: money(goodsCents),
      status: repaidAt ? 1 : 0,
      due_at: paid + 30 * DAY,
      created_at: paid,
      repaid_at: repaidAt,
    };
    rows.push(["credit_bills", bill]);
    bills.push(bill);
    if (repaidAt) {
      // Money in for the repayment, then the repayment: the ledger is back at 0.00 before
      // purchase.mjs's first row (its recharge starts from 0.00).
      const firstPurchaseRow = Math.min(
        ...purchaseRows.filter(([t, r]) => t === "user_money_log" && r.user_id === DEMO).map(([, r]) => r.created_at),
      );
      if (repaidAt >= firstPurchaseRow) throw new Error("wallet seed: demo's repayment must come before purchase.mjs's ledger");
      rows.push([
        "user_money_log",
        {
          id: logId++,
          user_id: DEMO,
          use_type: 1,
          amount: money(goodsCents),
          balance: money(goodsCents),
          order_id: null,
          remark: "对公转账充值",
          created_at: repaidAt - DAY,
        },
      ]);
      rows.push([
        "user_money_log",
        {
          id: logId++,
          user_id: DEMO,
          use_type: 4,
          amount: money(-goodsCents),
          balance: "0.00",
          order_id: null,
          remark: "账期还款 1 笔",
          created_at: repaidAt,
        },
      ]);
    }
  });
  // credit_used = what the unpaid bills add up to.
  const used = new Map();
  for (const b of bills) if (b.status === 0) used.set(b.user_id, (used.get(b.user_id) ?? 0) + cents(b.amount));
  for (const [userId, c] of used) sql.push(`UPDATE users SET credit_used = '${money(c)}' WHERE id = ${userId};`);

  // purchase.mjs's used coupons were used when their order was placed.
  for (const [, c] of purchaseRows.filter(([t, r]) => t === "coupons" && r.status === 1 && r.order_id)) {
    const order = purchaseRows.find(([t, r]) => t === "orders" && r.id === c.order_id)[1];
    sql.push(`UPDATE coupons SET used_at = ${order.created_at} WHERE id = ${c.id};`);
  }

  // The coupon centre and the accounts' coupons.
  for (const t of COUPON_TEMPLATES) rows.push(["coupon_templates", t]);
  for (const c of COUPONS) rows.push(["coupons", c]);
  for (const c of COUPONS)
    if ((c.user_id === DEMO || c.user_id === VIP) && c.template_id !== null) throw new Error("wallet seed: demo and vip claim nothing");

  // The points mall and demo's points orders.
  for (const g of POINTS_GOODS) rows.push(["points_goods", g]);
  const spends = [];
  for (const [id, goodsId, number, daysAgo, status, shipment] of POINTS_ORDERS) {
    const g = POINTS_GOODS.find((x) => x.id === goodsId);
    const created = at(daysAgo, 2);
    const [company, tracking] = status >= 1 ? shipment : ["", ""];
    const order = {
      id,
      order_sn: sn("JF", id, created),
      user_id: DEMO,
      idempotency_key: null,
      goods_id: g.id,
      name: g.name,
      spec: g.spec,
      points: g.points,
      number,
      total_points: g.points * number,
      status,
      consignee: address.consignee,
      phone: address.phone,
      region: address.region,
      address: address.address,
      logistics_company: company,
      tracking_no: tracking,
      created_at: created,
      shipped_at: status >= 1 ? created + DAY : null,
      completed_at: status === 2 ? created + 4 * DAY : null,
    };
    rows.push(["points_orders", order]);
    spends.push({
      user_id: DEMO,
      delta: -order.total_points,
      type: "积分兑换",
      remark: `兑换「${g.name}」×${number}（积分订单 ${order.order_sn}）`,
      order_id: null,
      created_at: created,
    });
  }

  // The points ledger: welcome points, 1 point per whole yuan of each paid order, the exchanges, and
  // a purchase reward for vip; each account's rows add up to its points in data.mjs.
  const entries = [
    { user_id: DEMO, delta: 200, type: "活动赠送", remark: "新会员注册赠送", order_id: null, created_at: at(120) },
    { user_id: VIP, delta: 500, type: "活动赠送", remark: "新会员注册赠送", order_id: null, created_at: at(120) },
    { user_id: VIP, delta: 800, type: "活动赠送", remark: "年度采购奖励", order_id: null, created_at: at(5) },
    { user_id: CLINIC, delta: 300, type: "活动赠送", remark: "新会员注册赠送", order_id: null, created_at: at(90) },
    ...paidOrders.map((o) => ({
      user_id: o.user_id,
      delta: Math.floor(cents(o.pay_amount) / 100),
      type: "购物赠送",
      remark: `订单 ${o.order_sn} 支付赠送`,
      order_id: o.id,
      created_at: o.paid_at,
    })),
    ...spends,
  ].sort((a, b) => a.created_at - b.created_at || a.user_id - b.user_id);
  const held = new Map();
  entries.forEach((e, i) => {
    const balance = (held.get(e.user_id) ?? 0) + e.delta;
    if (balance < 0) throw new Error(`wallet seed: user ${e.user_id}'s points go below zero`);
    held.set(e.user_id, balance);
    rows.push(["points_log", { id: i + 1, ...e, balance }]);
  });
  for (const user of [...USERS, { id: DEMO2, points: 0 }]) {
    if ((held.get(user.id) ?? 0) !== user.points) {
      throw new Error(
        `wallet seed: user ${user.id} holds ${user.points} points in data.mjs but its ledger adds up to ${held.get(user.id) ?? 0}`,
      );
    }
  }
  return { rows, sql };
}
