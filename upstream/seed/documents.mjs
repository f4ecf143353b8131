// Seed source of documents and self-service (issue 13): the batch each seeded order line shipped
// from, an e-invoice for every paid order (one reversed and issued again), first-trade uploads in
// every status, the e-seal authorisations, variety requests (品种求购) and feedback threads.
// Outbound notes need no rows: every shipped order has one (docs/api/documents.md).
// Deterministic: fixed times around the purchase seed's clock (2026-11-20 10:00 Asia/Shanghai).

const DAY = 86400;
/** 2026-11-20 10:00 Asia/Shanghai: the purchase seed's clock. */
const T = 1795140000;
const at = (daysAgo, hour = 0) => T - daysAgo * DAY + hour * 3600;

const DEMO = 1;
const VIP = 2;

/** 购买方 of each seeded buyer's invoices: name and 纳税人识别号. */
const INVOICE_TITLES = new Map([
  [DEMO, { title: "仁和堂大药房有限公司", tax_no: "91440106MA59C8XK2U" }],
  [VIP, { title: "杭州西湖康宁诊所", tax_no: "92330106MA2H4P7L1C" }],
  [11, { title: "仁和堂大药房二分店", tax_no: "91440105MA5CL3RT8N" }],
]);

/** 20-digit 全电发票号码: year 26, province 44 (广东), then a number from the invoice id. */
export const invoiceNo = (id) => `2644${String(2_000_000_000_000_000n + BigInt(id) * 7_919_003n).slice(-16)}`;

/**
 * Invoice statuses by order: order 4's first invoice was reversed (红冲) and issued again; the two most
 * recent payments (orders 7 and 22) are still 开票中; everything else 已开票 a day after payment.
 */
const PENDING = new Set([7, 22]);
const REVERSED = new Map([[4, "购买方税号有误，已红冲并重新开具"]]);

const DOCS = [
  // [id, user, kind, file, valid until, status, reason, days ago]
  [1, DEMO, 1, "营业执照副本.svg", "2036-05-17", 1, "", 200],
  [2, DEMO, 2, "药品经营许可证.svg", "2029-08-31", 1, "", 200],
  [3, DEMO, 3, "采购委托书.svg", "2027-06-30", 2, "委托书未加盖企业公章，请盖章后重新上传", 12],
  [4, DEMO, 4, "身份证复印件.svg", "2035-03-09", 0, "", 2],
  [5, VIP, 1, "营业执照.svg", "2038-01-21", 1, "", 150],
  [6, VIP, 2, "医疗机构执业许可证.svg", "2027-12-31", 0, "", 1],
];

const SEALS = [
  { user_id: DEMO, seal_name: "仁和堂大药房有限公司", signer: "王建国", phone: "13812345678", status: 2, reason: "", valid_until: "2027-09-30", created_at: at(52), reviewed_at: at(50) },
  { user_id: VIP, seal_name: "杭州西湖康宁诊所", signer: "陈思远", phone: "13987654321", status: 1, reason: "", valid_until: "", created_at: at(1), reviewed_at: null },
];

const BUY_REQUESTS = [
  { id: 1, user_id: DEMO, name: "奥司他韦颗粒", spec: "15mg*10袋", maker: "宜昌东阳光长江药业股份有限公司", number: 200, contact: "王建国", phone: "13812345678", status: 1,
    reply: "已联系厂家备货，预计12月5日到仓，到货后客户经理张伟将第一时间通知您。", created_at: at(9), replied_at: at(7) },
  { id: 2, user_id: DEMO, name: "盐酸氨溴索口服溶液", spec: "100ml:0.6g", maker: "勃林格殷格翰", number: 120, contact: "李芳", phone: "13812340002", status: 0,
    reply: "", created_at: at(5), replied_at: null },
  { id: 3, user_id: DEMO, name: "蒙脱石散", spec: "3g*10袋", maker: "博福-益普生(天津)制药有限公司", number: 300, contact: "王建国", phone: "13812345678", status: 0,
    reply: "", created_at: at(3), replied_at: null },
  { id: 4, user_id: DEMO, name: "小儿豉翘清热颗粒", spec: "2g*6袋", maker: "济川药业集团有限公司", number: 150, contact: "王建国", phone: "020-87654321", status: 0,
    reply: "", created_at: at(1), replied_at: null },
  { id: 5, user_id: VIP, name: "一次性使用无菌注射器", spec: "5ml 带针", maker: "山东威高集团医用高分子制品股份有限公司", number: 2000, contact: "陈思远", phone: "13987654321", status: 0,
    reply: "", created_at: at(4), replied_at: null },
];

const FEEDBACK = [
  { id: 1, user_id: DEMO, type: 3, content: "上周的订单物流比平时慢了两天，能否在订单详情里显示预计到货时间？", contact: "13812345678", image_key: "", image_type: "", created_at: at(16) },
  { id: 2, user_id: DEMO, type: 1, content: "快捷采购能不能支持直接导入我们ERP导出的采购单？现在要手工整理成两列。", contact: "demo@example.com", image_key: "", image_type: "", created_at: at(6) },
  { id: 3, user_id: VIP, type: 2, content: "板蓝根颗粒的外包装和图片不一致，请核实是否换了新包装。", contact: "13987654321", image_key: "", image_type: "", created_at: at(8) },
];

const FEEDBACK_REPLIES = [
  { id: 1, feedback_id: 1, author: "客服 小周", content: "非常抱歉给您带来不便，近期华南转运中心爆仓，已协调顺丰优先派送您的订单。", created_at: at(15) },
  { id: 2, feedback_id: 1, author: "客服 小周", content: "预计到货时间功能已排入开发计划，上线后会通过站内信通知您。", created_at: at(12) },
  { id: 3, feedback_id: 2, author: "产品经理 陈工", content: "感谢建议！快捷采购已支持上传CSV文件（商品名称/拼音简码/批准文号 + 数量两列），ERP导出后另存为CSV即可。", created_at: at(5) },
  { id: 4, feedback_id: 3, author: "客服 小林", content: "经核实厂家已于10月更换新版包装，商品图片将在三个工作日内更新。", created_at: at(7) },
];

/**
 * The batch a line shipped from: the goods' newest report produced on or before the order day, else
 * its oldest one (every goods has at least one report, see build.mjs catalogueRows).
 */
function batchFor(reports, goodsId, orderDay) {
  const mine = reports.filter((r) => r.goods_id === goodsId).sort((a, b) => (a.production_date < b.production_date ? 1 : -1));
  if (mine.length === 0) return null;
  return mine.find((r) => r.production_date <= orderDay) ?? mine[mine.length - 1];
}

const isoDay = (seconds) => new Date((seconds + 8 * 3600) * 1000).toISOString().slice(0, 10);

/**
 * @param {[string, Record<string, any>][]} purchaseRows rows of purchaseSeed (orders, order_lines …)
 * @param {{ goods_id: number, batch_no: string, production_date: string, expiry_date: string }[]} reports
 * @returns {{ rows: [string, Record<string, unknown>][], sql: string[] }}
 */
export function documentsSeed(purchaseRows, reports) {
  /** @type {[string, Record<string, unknown>][]} */
  const rows = [];
  const sql = [];
  const orders = purchaseRows.filter(([t]) => t === "orders").map(([, r]) => r);
  const lines = purchaseRows.filter(([t]) => t === "order_lines").map(([, r]) => r);

  // The batch of every seeded line (the runtime ones fall back to the goods' current batch).
  for (const line of lines) {
    const order = orders.find((o) => o.id === line.order_id);
    const report = batchFor(reports, line.goods_id, isoDay(order.created_at));
    if (!report) throw new Error(`documents seed: goods ${line.goods_id} has no inspection report`);
    sql.push(`UPDATE order_lines SET batch_no = '${report.batch_no}', expiry_date = '${report.expiry_date}' WHERE id = ${line.id};`);
  }

  // An invoice for every paid order; order 4 also has the reversed one it replaced.
  let invoiceId = 1;
  for (const order of orders.filter((o) => o.paid_at !== null).sort((a, b) => a.id - b.id)) {
    const buyer = INVOICE_TITLES.get(order.user_id);
    if (!buyer) throw new Error(`documents seed: no invoice title for user ${order.user_id}`);
    const base = { order_id: order.id, user_id: order.user_id, type: order.invoice_type, title: buyer.title, tax_no: buyer.tax_no, amount: order.pay_amount };
    if (REVERSED.has(order.id)) {
      const id = invoiceId++;
      rows.push(["invoices", { id, ...base, invoice_no: invoiceNo(id), tax_no: buyer.tax_no.slice(0, -1) + "0", status: 2, remark: REVERSED.get(order.id),
        created_at: order.paid_at, issued_at: order.paid_at + DAY, reversed_at: order.paid_at + 3 * DAY }]);
    }
    const id = invoiceId++;
    const pending = PENDING.has(order.id);
    const issued = REVERSED.has(order.id) ? order.paid_at + 3 * DAY : order.paid_at + DAY;
    rows.push(["invoices", { id, ...base, invoice_no: pending ? "" : invoiceNo(id), status: pending ? 0 : 1, remark: "",
      created_at: order.paid_at, issued_at: pending ? null : issued, reversed_at: null }]);
  }

  for (const [id, userId, kind, fileName, validUntil, status, reason, daysAgo] of DOCS) {
    rows.push(["first_trade_docs", { id, user_id: userId, kind, file_key: `seed:first_trade/${id}`, file_name: fileName, file_type: "svg",
      size: 0, valid_until: validUntil, status, reason, created_at: at(daysAgo), reviewed_at: status === 0 ? null : at(daysAgo - 1) }]);
  }
  for (const seal of SEALS) rows.push(["seal_applications", seal]);
  for (const request of BUY_REQUESTS) rows.push(["buy_requests", request]);
  for (const item of FEEDBACK) rows.push(["feedback", item]);
  for (const reply of FEEDBACK_REPLIES) rows.push(["feedback_replies", reply]);
  return { rows, sql };
}

/** Primary keys of the tables above, for build.mjs's upsert (seal_applications is keyed by buyer). */
export const DOCUMENT_KEYS = { seal_applications: ["user_id"] };
