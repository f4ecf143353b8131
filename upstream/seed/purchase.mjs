// Seed source of the purchase flow (issue 4): a second store for demo, addresses, coupons, the
// full-reduction tiers, past orders in every status (with logistics, a return request, an after-sales
// request and a 含麻 receipt), credit bills and the wallet ledger. build.mjs turns the result into SQL.
// Deterministic: times are fixed, amounts are computed in integer cents from the goods rows.
// Seeded orders keep ids 1–99 (runtime orders get larger ids as the seed's maximum grows past them).

const DAY = 86400;
/** 2026-11-20 10:00 Asia/Shanghai. */
const T = 1795140000;
const at = (daysAgo, hour = 0) => T - daysAgo * DAY + hour * 3600;

export const DEMO = 1;
export const VIP = 2;
export const DEMO2 = 11;
/** The clinic account of data.mjs (CONTRACT.md `clinic`). */
export const CLINIC = 5;

/** Cart and order constants (docs/upstream-api.md § Purchase). */
export const MANJIAN_TIERS = [
  { id: 1, amount: "1000.00", reduce: "50.00" },
  { id: 2, amount: "3000.00", reduce: "200.00" },
  { id: 3, amount: "5000.00", reduce: "400.00" },
];

/** A store demo manages; logs in with demo1234 like every demo account. */
export const STORE_USERS = [
  {
    id: DEMO2,
    username: "demo2",
    company: "仁和堂大药房二分店",
    name: "王建国",
    phone: "13812345679",
    email: "",
    rank: "金牌会员",
    address: "广东省广州市海珠区江南大道中88号",
    is_passed: 1,
    points: 0,
    wechat: "",
    is_can_chat: 0,
    is_show_youx: 1,
    is_special: 0,
    is_after_sale: 1,
    admin_id: 1,
    balance: "5000.00",
    credit_limit: "0.00",
    credit_used: "0.00",
  },
];

export const USER_STORES = [{ user_id: DEMO, store_user_id: DEMO2 }];

/** newbie (data.mjs) registered its shop's address; it is its 收货地址 too (/user, /addr). */
const NEWBIE = 3;
const NEWBIE_ADDRESS = {
  user_id: NEWBIE,
  consignee: "刘晓明",
  phone: "13700001234",
  region: "江苏省 南京市 鼓楼区",
  address: "中山北路200号新康药店",
  is_default: 1,
};

export const ADDRESSES = [
  {
    id: 1,
    user_id: DEMO,
    consignee: "王建国",
    phone: "13812345678",
    region: "广东省 广州市 天河区",
    address: "天河路123号仁和堂大药房",
    is_default: 1,
  },
  {
    id: 2,
    user_id: DEMO,
    consignee: "李芳",
    phone: "13812340002",
    region: "广东省 广州市 越秀区",
    address: "中山五路45号仓库2楼",
    is_default: 0,
  },
  {
    id: 3,
    user_id: DEMO,
    consignee: "张强",
    phone: "020-87654321",
    region: "广东省 佛山市 禅城区",
    address: "季华五路18号",
    is_default: 0,
  },
  {
    id: 4,
    user_id: VIP,
    consignee: "陈思远",
    phone: "13987654321",
    region: "浙江省 杭州市 西湖区",
    address: "文三路88号康宁诊所",
    is_default: 1,
  },
  {
    id: 5,
    user_id: DEMO2,
    consignee: "王建国",
    phone: "13812345679",
    region: "广东省 广州市 海珠区",
    address: "江南大道中88号",
    is_default: 1,
  },
  {
    id: 6,
    user_id: CLINIC,
    consignee: "赵敏",
    phone: "13655556666",
    region: "四川省 成都市 锦江区",
    address: "东大街下东大街段166号仁心社区诊所",
    is_default: 1,
  },
];

const FAR = 1924905600; // 2030-12-31 08:00 Asia/Shanghai
export const COUPONS = [
  {
    id: 1,
    user_id: DEMO,
    name: "满1000减50",
    amount: "1000.00",
    reduce: "50.00",
    start_at: at(30),
    end_at: FAR,
    status: 0,
    order_id: null,
  },
  {
    id: 2,
    user_id: DEMO,
    name: "满3000减200",
    amount: "3000.00",
    reduce: "200.00",
    start_at: at(30),
    end_at: FAR,
    status: 0,
    order_id: null,
  },
  { id: 3, user_id: DEMO, name: "满500减20", amount: "500.00", reduce: "20.00", start_at: at(60), end_at: FAR, status: 1, order_id: 2 },
  {
    id: 4,
    user_id: DEMO,
    name: "满200减10",
    amount: "200.00",
    reduce: "10.00",
    start_at: at(120),
    end_at: at(40),
    status: 0,
    order_id: null,
  },
  { id: 5, user_id: VIP, name: "满1000减50", amount: "1000.00", reduce: "50.00", start_at: at(30), end_at: FAR, status: 0, order_id: null },
];

const SHIPPING_CENTS = 1500;
const FREE_FROM_CENTS = 80000;

// [id, user, status, pay_type, address id, [[goods id, number], …], daysAgo, extra]
// status 0 待付款, 1 待发货, 2 已发货, 3 已完成, 4 已取消; pay_type 1 余额, 2 账期.
const ORDERS = [
  [
    1,
    DEMO,
    0,
    1,
    1,
    [
      [1, 20],
      [3, 10],
    ],
    1,
    {},
  ],
  [2, DEMO, 1, 1, 1, [[18, 100]], 3, { coupon: 3 }],
  // Signed for on 11-16 two bags short (after-sales request 1); the two bags follow as a second parcel.
  [
    3,
    DEMO,
    2,
    1,
    2,
    [
      [2, 20],
      [5, 100],
    ],
    6,
    {
      shipped: 5,
      delivered: [4, -0.7],
      logistics: ["顺丰速运", "SF1428302750163"],
      later: [
        [at(-5, 5), "【广州市】顺丰速运 已揽收售后补发件（医用外科口罩×2袋），运单号SF1428310066842"],
        [at(-5, 10), "【广州转运中心】补发件已到达，正在分拣"],
        [at(-6, -2), "【广州市越秀区】派送中，快递员正在为您派送补发件，请保持电话畅通"],
      ],
    },
  ],
  [
    4,
    DEMO,
    3,
    2,
    1,
    [
      [14, 300],
      [7, 100],
    ],
    20,
    { shipped: 18, completed: 15, logistics: ["中通快递", "75124860003921"] },
  ],
  [5, DEMO, 4, 1, 1, [[10, 50]], 10, { cancelled: 9 }],
  // 含麻: refused at the door with a crushed carton, checked by the quality department, sent again.
  [
    6,
    DEMO,
    2,
    1,
    1,
    [[6, 20]],
    4,
    {
      shipped: 3,
      logistics: ["京东物流", "JDVA20461873920"],
      later: [
        [at(2, 0.5), "【广州市天河区】收件人拒收：外箱破损（含特殊药品复方制剂须完好交付），快件退回仓库"],
        [at(1, 5), "【广州市】退回快件已入库，质量管理部复核中"],
        [at(-5, 4), "【广州市】复核完成，重新包装后京东物流已再次揽收"],
        [at(-5, 9), "【广州分拣中心】快件已到达，正在分拣"],
        [at(-6, -1.5), "【广州市天河区】派送中，快递员正在为您派送，请保持电话畅通"],
      ],
    },
  ],
  [
    7,
    DEMO,
    1,
    2,
    3,
    [
      [3, 300],
      [4, 200],
    ],
    2,
    {},
  ],
  [
    8,
    DEMO,
    3,
    1,
    1,
    [
      [19, 100],
      [20, 100],
    ],
    35,
    { shipped: 33, completed: 30, logistics: ["顺丰速运", "SF1428301187405"] },
  ],
  [
    20,
    VIP,
    3,
    1,
    4,
    [
      [2, 50],
      [4, 30],
    ],
    12,
    { shipped: 11, completed: 8, logistics: ["顺丰速运", "SF1428302210986"] },
  ],
  // vip's paid orders with e-invoices and outbound notes (CONTRACT.md; issue 13).
  // Delivered in Hangzhou the day after it left Guangzhou; vip confirmed receipt the next morning.
  [
    21,
    VIP,
    3,
    1,
    4,
    [
      [1, 50],
      [3, 30],
    ],
    5,
    { shipped: 4, delivered: [3, 8], completed: 2, logistics: ["顺丰速运", "SF1428302536471"] },
  ],
  [
    22,
    VIP,
    1,
    1,
    4,
    [
      [2, 40],
      [5, 100],
    ],
    2,
    {},
  ],
];

const cents = (text) => {
  const [whole, frac = ""] = String(text).split(".");
  return Number(whole) * 100 + Number((frac + "00").slice(0, 2));
};
const money = (c) => `${Math.trunc(c / 100)}.${String(Math.abs(c) % 100).padStart(2, "0")}`;
const signed = (c) => (c < 0 ? `-${money(-c)}` : money(c));

/** At-least ladder price in cents (the seeded order goods use at-least tiers). */
function unitCents(goods, number) {
  if (goods.ladder_price_type === 1) throw new Error(`goods ${goods.id}: the purchase seed prices at-least tiers only`);
  let price = cents(goods.base_price);
  for (const tier of [...goods.ladder_price].sort((a, b) => a.number - b.number)) if (number >= tier.number) price = cents(tier.price);
  return price;
}

const pad = (n, w = 2) => String(n).padStart(w, "0");
function orderSn(id, time) {
  const d = new Date((time + 8 * 3600) * 1000);
  return `YP${d.getUTCFullYear()}${pad(d.getUTCMonth() + 1)}${pad(d.getUTCDate())}${pad(d.getUTCHours())}${pad(d.getUTCMinutes())}${pad(id, 4)}`;
}

/**
 * A parcel from the Guangzhou warehouse to the address: out of the warehouse, picked up, sorted in
 * Guangzhou, for other cities carried to the destination city's centre, out for delivery in the
 * destination district, signed for; then any later events of the order (a second parcel …).
 */
export function traces(company, address, placed, shipped, delivered, later = []) {
  const [, city, district] = address.region.split(" ");
  const local = city === "广州市";
  const out = shipped + (local ? 20 : 30) * 3600;
  if (delivered !== null && delivered <= out) throw new Error(`purchase seed: delivered before out for delivery (${address.address})`);
  return [
    [placed + 3600, "您的订单已出库，等待快递揽收"],
    [shipped, `【广州市】${company} 已揽收，仓库已发货`],
    [shipped + 6 * 3600, "【广州转运中心】快件已到达，正在分拣"],
    ...(local
      ? []
      : [
          [shipped + 8 * 3600, `【广州转运中心】快件已发往${city.replace(/市$/, "")}`],
          [shipped + 24 * 3600, `【${city.replace(/市$/, "")}转运中心】快件已到达，正在分拣`],
        ]),
    [out, `【${city}${district}】派送中，快递员正在为您派送，请保持电话畅通`],
    ...(delivered ? [[delivered, `【已签收】您的快件已签收，签收人：${address.consignee}。感谢使用`]] : []),
    ...later,
  ];
}

/**
 * @param {Map<number, any>} goodsById goods rows of build.mjs (id, name, sccj, ypgg, bzdw, base_price,
 *   ladder_price, ladder_price_type, is_hm, is_free_shipping, free_shipping_number)
 * @returns {{ rows: [string, Record<string, unknown>][], sql: string[] }}
 */
export function purchaseSeed(goodsById) {
  /** @type {[string, Record<string, unknown>][]} */
  const rows = [];
  const sql = [];
  for (const user of STORE_USERS) rows.push(["users", user]);
  for (const link of USER_STORES) rows.push(["user_stores", link]);
  for (const tier of MANJIAN_TIERS) rows.push(["manjian_tiers", tier]);
  for (const address of ADDRESSES) rows.push(["addresses", address]);
  // No fixed id (runtime addresses may hold any id above the seeded ones): added while it has none.
  const columns = Object.keys(NEWBIE_ADDRESS);
  sql.push(
    `INSERT INTO addresses (${columns.join(", ")}) SELECT ${columns.map((c) => (typeof NEWBIE_ADDRESS[c] === "number" ? NEWBIE_ADDRESS[c] : `'${NEWBIE_ADDRESS[c]}'`)).join(", ")} ` +
      `WHERE NOT EXISTS (SELECT 1 FROM addresses WHERE user_id = ${NEWBIE});`,
  );

  let lineId = 1;
  let traceId = 1;
  const balancePayments = new Map(); // user → [[time, order id, cents, sn]]
  const bills = [];
  for (const [id, userId, status, payType, addressId, lines, daysAgo, extra] of ORDERS) {
    const created = at(daysAgo, -((id * 37) % 9));
    const address = ADDRESSES.find((a) => a.id === addressId);
    let goodsCents = 0;
    let free = false;
    let isHm = 0;
    let manjianCents = 0;
    const orderLines = lines.map(([goodsId, number]) => {
      const g = goodsById.get(goodsId);
      if (!g) throw new Error(`purchase seed: order ${id} names unknown goods ${goodsId}`);
      const price = unitCents(g, number);
      if (g.tags.includes("满")) manjianCents += price * number;
      goodsCents += price * number;
      if (g.is_free_shipping === 1 && number >= g.free_shipping_number) free = true;
      if (g.is_hm === 1) isHm = 1;
      return {
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
      };
    });
    // The seed does not share reductions: its orders stay below the first tier on 满 goods.
    if (manjianCents >= cents(MANJIAN_TIERS[0].amount)) throw new Error(`purchase seed: order ${id} reaches a full-reduction tier`);
    const shipping = free || goodsCents >= FREE_FROM_CENTS ? 0 : SHIPPING_CENTS;
    const coupon = extra.coupon ? COUPONS.find((c) => c.id === extra.coupon) : null;
    const couponCents = coupon ? cents(coupon.reduce) : 0;
    const pay = goodsCents - couponCents + shipping;
    const paid = status >= 1 && status <= 3 ? created + 600 : null;
    rows.push([
      "orders",
      {
        id,
        order_sn: orderSn(id, created),
        user_id: userId,
        idempotency_key: null,
        status,
        pay_type: payType,
        invoice_type: id % 3 === 0 ? 2 : 1,
        remark: id === 3 ? "请工作日送货" : "",
        consignee: address.consignee,
        phone: address.phone,
        region: address.region,
        address: address.address,
        goods_amount: money(goodsCents),
        manjian_amount: "0.00",
        gift_amount: "0.00",
        coupon_amount: money(couponCents),
        shipping_amount: money(shipping),
        pay_amount: money(pay),
        coupon_id: coupon?.id ?? null,
        is_hm: isHm,
        logistics_company: extra.logistics?.[0] ?? "",
        tracking_no: extra.logistics?.[1] ?? "",
        created_at: created,
        paid_at: paid,
        shipped_at: extra.shipped ? at(extra.shipped) : null,
        completed_at: extra.completed ? at(extra.completed) : null,
        cancelled_at: extra.cancelled ? at(extra.cancelled) : null,
      },
    ]);
    for (const line of orderLines) rows.push(["order_lines", line]);
    if (extra.logistics) {
      const delivered = extra.delivered ? at(...extra.delivered) : extra.completed ? at(extra.completed) - DAY : null;
      for (const [time, text] of traces(extra.logistics[0], address, created, at(extra.shipped), delivered, extra.later)) {
        rows.push(["logistics_traces", { id: traceId++, order_id: id, time, text }]);
      }
    }
    if (isHm)
      rows.push([
        "hm_receipts",
        {
          id,
          order_id: id,
          user_id: userId,
          status: status === 3 ? 1 : 0,
          created_at: created,
          confirmed_at: status === 3 ? at(extra.completed) : null,
        },
      ]);
    if (paid && payType === 1) {
      if (!balancePayments.has(userId)) balancePayments.set(userId, []);
      balancePayments.get(userId).push([paid, id, pay]);
    }
    if (paid && payType === 2)
      bills.push({
        id: bills.length + 1,
        user_id: userId,
        order_id: id,
        amount: money(pay),
        status: 0,
        due_at: paid + 30 * DAY,
        created_at: paid,
        repaid_at: null,
        cents: pay,
      });
  }
  for (const coupon of COUPONS) rows.push(["coupons", coupon]);

  // Credit bills; demo's credit_used is what its unpaid bills add up to.
  for (const { cents: _c, ...bill } of bills) rows.push(["credit_bills", bill]);
  const used = new Map();
  for (const bill of bills) used.set(bill.user_id, (used.get(bill.user_id) ?? 0) + bill.cents);
  for (const [userId, c] of used) sql.push(`UPDATE users SET credit_used = '${money(c)}' WHERE id = ${userId};`);

  // The ledger: one recharge long ago, then each balance payment; it ends at the seeded balance.
  const BALANCES = new Map([
    [DEMO, "58000.00"],
    [VIP, "20000.00"],
    [DEMO2, "5000.00"],
  ]);
  let logId = 1;
  for (const [userId, finalText] of BALANCES) {
    const payments = (balancePayments.get(userId) ?? []).sort((a, b) => a[0] - b[0]);
    let balance = cents(finalText) + payments.reduce((sum, p) => sum + p[2], 0);
    rows.push([
      "user_money_log",
      {
        id: logId++,
        user_id: userId,
        use_type: 1,
        amount: money(balance),
        balance: money(balance),
        order_id: null,
        remark: "线下转账充值",
        created_at: at(60),
      },
    ]);
    for (const [time, orderId, c] of payments) {
      balance -= c;
      rows.push([
        "user_money_log",
        {
          id: logId++,
          user_id: userId,
          use_type: 2,
          amount: signed(-c),
          balance: money(balance),
          order_id: orderId,
          remark: "余额支付订单",
          created_at: time,
        },
      ]);
    }
  }

  // Return request on the completed order 4, after-sales request on the shipped order 3.
  const line4 = rows.find(([t, r]) => t === "order_lines" && r.order_id === 4)[1];
  const back = 20;
  rows.push([
    "return_requests",
    {
      id: 1,
      order_id: 4,
      user_id: DEMO,
      status: 0,
      reason: "近效期",
      description: "到货批号效期不足6个月，申请退回部分商品。",
      amount: money(cents(line4.price) * back),
      reply: "",
      created_at: at(14),
      handled_at: null,
    },
  ]);
  rows.push(["return_lines", { id: 1, return_id: 1, order_line_id: line4.id, number: back, amount: money(cents(line4.price) * back) }]);
  rows.push([
    "after_sales_requests",
    {
      id: 1,
      order_id: 3,
      user_id: DEMO,
      type: 2,
      status: 1,
      description: "医用外科口罩少发2袋，外箱完好。",
      phone: "13812345678",
      reply: "已核实，少发的2袋将单独补发，补发件的物流信息在本订单中更新。",
      created_at: at(4),
      handled_at: at(3),
    },
  ]);

  return { rows, sql };
}
