// Seed source of the accounts (issue 10): 营业执照号 (统一社会信用代码 with a valid check character),
// licences (资质证照), business scopes (经营范围), the 经营范围 class of every goods, more messages,
// and a branch store waiting for demo's confirmation. build.mjs turns the result into SQL.
// Deterministic SQL; the one date that must stay "within 30 days" (vip's licence) is computed by
// SQLite when the seed is applied (ADR "seed dates relative to the seed day").
import { allGoods } from "./generate.mjs";

const DEMO = 1;
const VIP = 2;
const NEWBIE = 3;
const CLINIC = 5;
const DEMO2 = 11;
/** A branch store of demo that registered and waits for demo's confirmation (/ddgl). */
export const PENDING_STORE = 100;

export const SCOPES = ["化学药制剂", "中成药", "中药饮片", "生物制品", "含特殊药品复方制剂", "医疗器械"];

// GB 32100-2015 check character (the same rule as app/lib/uscc.ts).
const ALPHABET = "0123456789ABCDEFGHJKLMNPQRTUWXY";
const WEIGHTS = [1, 3, 9, 27, 19, 26, 16, 17, 20, 29, 25, 13, 8, 24, 10, 30, 28];
export function uscc(first17) {
  let sum = 0;
  for (let i = 0; i < 17; i++) {
    const value = ALPHABET.indexOf(first17[i]);
    if (value < 0 || first17.length !== 17) throw new Error(`uscc: bad body ${first17}`);
    sum += value * WEIGHTS[i];
  }
  return first17 + ALPHABET[(31 - (sum % 31)) % 31];
}

/** users columns of migrations/0005 for the seeded accounts. */
export const COMPANY = [
  { id: DEMO, credit_code: uscc("91440106MA59C2XK1"), company_type: "连锁药店", region: "广东省 广州市 天河区" },
  { id: VIP, credit_code: uscc("52330106MJ8754321"), company_type: "诊所", region: "浙江省 杭州市 西湖区" },
  { id: NEWBIE, credit_code: uscc("92320106MA1NQ7Y8X"), company_type: "单体药店", region: "江苏省 南京市 鼓楼区" },
  { id: CLINIC, credit_code: uscc("52510104MJ0G7E3L2"), company_type: "诊所", region: "四川省 成都市 锦江区" },
  { id: DEMO2, credit_code: uscc("91440105MA5ARH6T8"), company_type: "连锁药店", region: "广东省 广州市 海珠区" },
];

const PENDING_STORE_USER = {
  id: PENDING_STORE,
  username: "demo3",
  company: "仁和堂大药房三分店",
  name: "黄丽华",
  phone: "13812345680",
  email: "",
  rank: "普通会员",
  address: "广东省广州市白云区机场路1088号",
  is_passed: 0,
  points: 0,
  wechat: "",
  is_can_chat: 0,
  is_show_youx: 1,
  is_special: 0,
  is_after_sale: 0,
  admin_id: 1,
  balance: "0.00",
  credit_limit: "0.00",
  credit_used: "0.00",
};

const T = 1795140000; // 2026-11-20 10:00 Asia/Shanghai, as purchase.mjs
const DAY = 86400;
const at = (daysAgo, hour = 0) => T - daysAgo * DAY + hour * 3600;
/** The 统一社会信用代码 on a seeded buyer's 营业执照 (/zzzj); its invoices carry it as 税号 (documents.mjs). */
export const creditCode = (id) => COMPANY.find((c) => c.id === id)?.credit_code ?? uscc("91440111MA9W4K2P1");
const code = creditCode;

// [id, user, name, number, expires_at ('' = 长期), status 0 审核中 / 1 已通过]
const LICENCE_ROWS = [
  [1, DEMO, "营业执照", code(DEMO), "", 1],
  [2, DEMO, "药品经营许可证", "粤AA0201568", "2029-08-31", 1],
  [3, DEMO, "第二类医疗器械经营备案凭证", "粤穗食药监械经营备20180563号", "", 1],
  [4, DEMO, "采购人员授权委托书", "RHT-WT-2026-018", "2027-06-30", 1],
  [10, VIP, "营业执照", code(VIP), "", 1],
  [11, VIP, "医疗机构执业许可证", "PDY00213-330106D1002", "(within 30 days)", 1],
  [12, VIP, "采购人员授权委托书", "KN-WT-2026-003", "2027-03-31", 1],
  [20, NEWBIE, "营业执照", code(NEWBIE), "", 0],
  [21, NEWBIE, "药品经营许可证", "苏AA0250331", "", 0],
  [30, CLINIC, "营业执照", code(CLINIC), "", 1],
  [31, CLINIC, "医疗机构执业许可证", "PDY60518-510104D1552", "2030-05-31", 1],
  [40, DEMO2, "营业执照", code(DEMO2), "", 1],
  [41, DEMO2, "药品经营许可证", "粤AA0205912", "2028-12-31", 1],
  [50, PENDING_STORE, "营业执照", uscc("91440111MA9W4K2P1"), "", 0],
  [51, PENDING_STORE, "药品经营许可证", "粤AA0209377", "", 0],
];
/** When the pending branch store asked to join demo's company (/ddgl, message 108). */
const STORE_REQUESTED = T - 2 * DAY;

/** vip's licence that shows 即将过期: 20 days after the day the seed is applied (China time). */
const EXPIRING_LICENCE = 11;
/** newbie uploaded its licences on the day the store is shown (2026-11-25): still 审核中 within 1 working day. */
const UPLOADED_ON_SHOWN_DAY = new Set([20, 21]);
const licenceCreated = (id) => (UPLOADED_ON_SHOWN_DAY.has(id) ? at(-5, -2) : T - (60 - id) * DAY);

/** The licences (/zzzj); `computed` when the seed sets the date as it is applied (expires_at is then ''). */
export const LICENCES = LICENCE_ROWS.map(([id, user_id, name, number, expires, status]) => ({
  id,
  user_id,
  name,
  number,
  expires_at: id === EXPIRING_LICENCE ? "" : expires,
  status,
  computed: id === EXPIRING_LICENCE,
}));

const ALL = SCOPES;
const BUSINESS_SCOPES = new Map([
  [DEMO, ALL],
  [VIP, ALL],
  [DEMO2, ALL],
  [NEWBIE, ["化学药制剂", "中成药", "中药饮片", "生物制品"]],
  // CONTRACT.md: clinic lacks 含特殊药品复方制剂 and 医疗器械.
  [CLINIC, ["化学药制剂", "中成药", "中药饮片", "生物制品"]],
  [PENDING_STORE, ["化学药制剂", "中成药", "中药饮片", "生物制品"]],
]);

/** The class a goods needs: 含麻 goods need 含特殊药品复方制剂 whatever their kind. */
const KIND_SCOPE = { chem: "化学药制剂", tcm: "中成药", herb: "中药饮片", bio: "生物制品", device: "医疗器械" };
export function goodsScope(g) {
  return g.hm ? "含特殊药品复方制剂" : (KIND_SCOPE[g.kind] ?? "");
}

// ——— Messages (/wdxx) ———

const INVOICE_TYPE_NAMES = { 1: "增值税普通发票", 2: "增值税专用发票" };
const chinaDay = (seconds) => new Date((seconds + 8 * 3600) * 1000).toISOString().slice(0, 10);
const one = (list, what) => {
  if (list.length !== 1) throw new Error(`accounts seed: messages need exactly one ${what}, found ${list.length}`);
  return list[0];
};

/**
 * Every seeded buyer's messages, each telling what the rest of the seed holds: order numbers, waybills,
 * invoices, points, bills, coupons, uploads and returns are read from their rows, so a message never
 * names an order that does not exist or a balance the ledger does not show. Ids 1–99 are the first
 * messages of an account, 100… the ones for paging on /wdxx; `is_read` 0 are the unread ones.
 * @param {[string, Record<string, any>][]} seedRows rows of purchaseSeed, walletSeed and documentsSeed
 * @param {Map<number, any>} goodsById goods rows of build.mjs
 * @param {{ amount: string, reduce: string }[]} manjianTiers purchase.mjs's full-reduction tiers
 * @returns {[string, Record<string, unknown>][]}
 */
export function messageRows(seedRows, goodsById, manjianTiers) {
  const of = (table, test = () => true) => seedRows.filter(([t, r]) => t === table && test(r)).map(([, r]) => r);
  const order = (id) =>
    one(
      of("orders", (o) => o.id === id),
      `order ${id}`,
    );
  const trace = (orderId, text) =>
    one(
      of("logistics_traces", (t) => t.order_id === orderId && t.text.includes(text)),
      `trace “${text}” of order ${orderId}`,
    );
  const invoice = (orderId) =>
    one(
      of("invoices", (i) => i.order_id === orderId && i.status === 1),
      `issued invoice of order ${orderId}`,
    );
  const coupon = (id) =>
    one(
      of("coupons", (c) => c.id === id),
      `coupon ${id}`,
    );
  const upload = (id) =>
    one(
      of("first_trade_docs", (d) => d.id === id),
      `upload ${id}`,
    );
  const yuan = (text) => `¥${text}`;

  // demo: its shipped order 3, completed order 4 (return request 1, credit bill), coupons, uploads.
  const shipped = order(3);
  const completed = order(4);
  const earned = one(
    of("points_log", (p) => p.order_id === completed.id),
    `points of order ${completed.id}`,
  );
  const bill = one(
    of("credit_bills", (b) => b.order_id === completed.id && b.status === 0),
    `unpaid bill of order ${completed.id}`,
  );
  const reminder = Date.parse(`${chinaDay(bill.due_at - 7 * DAY)}T09:00:00+08:00`) / 1000;
  const returned = one(
    of("return_requests", (r) => r.order_id === completed.id),
    `return of order ${completed.id}`,
  );
  const returnedLines = of("return_lines", (l) => l.return_id === returned.id).map(
    (l) => of("order_lines", (ol) => ol.id === l.order_line_id)[0]?.name + `×${l.number}`,
  );
  const shippedInvoice = invoice(shipped.id);
  const welcome = coupon(1);
  const expiring = coupon(4);
  const rejected = upload(3);
  const approved = upload(1);
  const restocked = goodsById.get(3);
  // vip: its completed order 20's invoice; its approval.
  const vipInvoice = invoice(20);
  const vipApproved = upload(5);

  /** [id, user, title, content, is_read, created_at] */
  const list = [
    [
      1,
      DEMO,
      "订单已发货",
      `您的订单${shipped.order_sn}已由${shipped.logistics_company}发出，运单号${shipped.tracking_no}，请注意查收。`,
      0,
      shipped.shipped_at,
    ],
    [2, DEMO, "优惠券到账提醒", `${welcome.name}优惠券已发放到您的账户，有效期至${chinaDay(welcome.end_at)}。`, 0, welcome.start_at],
    [
      3,
      DEMO,
      "首营资料未通过审核",
      `您上传的《${rejected.file_name.replace(/\.\w+$/, "")}》未通过审核：${rejected.reason}。`,
      0,
      rejected.reviewed_at,
    ],
    [4, DEMO, "欢迎使用药品批发采购商城", "您的资质已审核通过，可以正常采购。", 1, approved.reviewed_at],
    [5, VIP, "专属客服已为您服务", "您的专属客服李娜将为您提供一对一采购服务。", 0, vipApproved.reviewed_at],
    [6, NEWBIE, "请完善企业资质", "上传营业执照与药品经营许可证，审核通过后即可采购。", 0, Date.parse("2026-11-10T11:10:00+08:00") / 1000],
    [100, DEMO, "订单已签收", `您的订单${completed.order_sn}已签收，如有问题请在7天内申请售后。`, 1, trace(completed.id, "已签收").time],
    [
      101,
      DEMO,
      "积分到账",
      `订单${completed.order_sn}支付成功，获得积分${earned.delta}分，当前积分${earned.balance}分。`,
      1,
      earned.created_at,
    ],
    [
      102,
      DEMO,
      "账期账单提醒",
      `您有1笔账期账单（订单${completed.order_sn}，${yuan(bill.amount)}）将于${chinaDay(bill.due_at)}到期，请及时还款，以免影响授信额度。`,
      0,
      reminder,
    ],
    [
      103,
      DEMO,
      "补货到仓",
      `${restocked.name}（${restocked.ypgg}，${restocked.sccj}）已补货到仓，批号${restocked.batch_no}，有效期至${restocked.expiry_date}，欢迎采购。`,
      1,
      at(11),
    ],
    [
      104,
      DEMO,
      "满减活动开始",
      `标有“满”的商品${manjianTiers.map((t) => `满${Number(t.amount)}减${Number(t.reduce)}`).join("、")}，结算时自动减免。`,
      1,
      at(10),
    ],
    [
      105,
      DEMO,
      "退货申请已提交",
      `您对订单${completed.order_sn}的退货申请（${returnedLines.join("、")}）已提交，正在等待审核，结果将通过站内消息通知您。`,
      1,
      returned.created_at,
    ],
    [
      106,
      DEMO,
      "发票已开具",
      `订单${shipped.order_sn}的${INVOICE_TYPE_NAMES[shippedInvoice.type]}已开具，可在“电子发票”中查看。`,
      1,
      shippedInvoice.issued_at,
    ],
    [
      107,
      DEMO,
      "物流信息更新",
      `订单${shipped.order_sn}的快件已到达广州转运中心，正在分拣。`,
      1,
      trace(shipped.id, "【广州转运中心】快件已到达").time,
    ],
    [108, DEMO, "门店注册申请", "仁和堂大药房三分店申请加入您的企业，请在“多门店管理”中确认。", 0, STORE_REQUESTED],
    [109, DEMO, "系统维护通知", "本周六凌晨2:00-4:00系统维护，期间暂停下单，给您带来不便敬请谅解。", 1, at(8)],
    [110, DEMO, "客户经理变更", "您的客户经理张伟将继续为您服务，联系电话13800001111。", 1, at(30)],
    [
      111,
      DEMO,
      "优惠券即将过期",
      `您有1张${expiring.name}优惠券将于${chinaDay(expiring.end_at)}过期，请尽快使用。`,
      1,
      expiring.end_at - DAY,
    ],
    [120, VIP, "资质即将到期", "您的《医疗机构执业许可证》即将到期，请在“资质证照”中上传新证。", 0, at(1)],
    [121, VIP, "发票已开具", `订单${order(20).order_sn}的${INVOICE_TYPE_NAMES[vipInvoice.type]}已开具。`, 1, vipInvoice.issued_at],
    [130, CLINIC, "资质审核通过", "您的资质已审核通过，经营范围不含含特殊药品复方制剂与医疗器械。", 1, at(20)],
    [131, CLINIC, "年度电子合同待签署", "2026年度购销合同尚未签署，请签署后再提交订单。", 0, at(3)],
  ];
  return list.map(([id, user_id, title, content, is_read, created_at]) => {
    if (typeof created_at !== "number" || !Number.isFinite(created_at)) throw new Error(`accounts seed: message ${id} has no time`);
    return ["messages", { id, user_id, title, content, is_read, created_at }];
  });
}

/**
 * @returns {{ rows: [string, Record<string, unknown>, string[]?][], sql: string[] }} rows are upserted by
 *   their key (default id); `sql` runs after them.
 */
export function accountsSeed() {
  const rows = [];
  const sql = [];
  rows.push(["users", PENDING_STORE_USER]);
  for (const c of COMPANY) {
    sql.push(
      `UPDATE users SET credit_code = '${c.credit_code}', company_type = '${c.company_type}', region = '${c.region}' WHERE id = ${c.id};`,
    );
  }
  sql.push(
    `UPDATE users SET credit_code = '${uscc("91440111MA9W4K2P1")}', company_type = '门店', region = '广东省 广州市 白云区' WHERE id = ${PENDING_STORE};`,
  );

  for (const { id, user_id, name, number, expires_at, status } of LICENCES) {
    rows.push([
      "licences",
      {
        id,
        user_id,
        name,
        number,
        expires_at,
        status,
        file_key: "",
        file_name: "",
        file_type: "",
        file_size: 0,
        remark: "",
        created_at: licenceCreated(id),
      },
    ]);
  }
  sql.push(`UPDATE licences SET expires_at = date('now', '+8 hours', '+20 days') WHERE id = ${EXPIRING_LICENCE};`);

  // Seeded accounts' scopes are the seed's; every other account without any gets the full list.
  const seeded = [...BUSINESS_SCOPES.keys()];
  sql.push(`DELETE FROM business_scopes WHERE user_id IN (${seeded.join(", ")});`);
  for (const [userId, scopes] of BUSINESS_SCOPES) {
    sql.push(`INSERT INTO business_scopes (user_id, scope) VALUES ${scopes.map((s) => `(${userId}, '${s}')`).join(", ")};`);
  }
  sql.push(
    `INSERT OR IGNORE INTO business_scopes (user_id, scope) SELECT u.id, s.scope FROM users u, ` +
      `(SELECT value AS scope FROM json_each('${JSON.stringify(ALL)}')) s ` +
      "WHERE NOT EXISTS (SELECT 1 FROM business_scopes b WHERE b.user_id = u.id);",
  );

  // Every goods' class, as UPDATEs per class (the catalogue's upsert leaves the column alone).
  const byScope = new Map();
  for (const g of allGoods()) {
    const scope = goodsScope(g);
    if (!byScope.has(scope)) byScope.set(scope, []);
    byScope.get(scope).push(g.id);
  }
  for (const [scope, ids] of [...byScope].sort(([a], [b]) => a.localeCompare(b))) {
    sql.push(`UPDATE goods SET scope = '${scope}' WHERE id IN (${ids.join(", ")});`);
  }

  rows.push([
    "store_requests",
    { id: 1, company_user_id: DEMO, store_user_id: PENDING_STORE, status: 0, created_at: STORE_REQUESTED, handled_at: null },
  ]);
  return { rows, sql };
}
