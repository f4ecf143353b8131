// Seed source of documents and self-service (issue 13): the batch each seeded order line shipped
// from, an e-invoice for every paid order (one reversed and issued again), first-trade uploads in
// every status, the e-seal authorisations, variety requests (品种求购) and feedback threads.
// Outbound notes need no rows: every shipped order has one (docs/api/documents.md).
// Deterministic: fixed times around the purchase seed's clock (2026-11-20 10:00 Asia/Shanghai); what
// is still pending (待审核, 待回复) is dated within the promise the page makes (1 or 2 working days)
// of the days the store is shown (2026-11-25).
import { LICENCES, creditCode } from "./accounts.mjs";

const DAY = 86400;
/** 2026-11-20 10:00 Asia/Shanghai: the purchase seed's clock. */
const T = 1795140000;
const at = (daysAgo, hour = 0) => T - daysAgo * DAY + hour * 3600;

const DEMO = 1;
const VIP = 2;

/** 购买方 of each seeded buyer's invoices: name and 纳税人识别号 (the 统一社会信用代码 of its 营业执照, /zzzj). */
const INVOICE_TITLES = new Map([
  [DEMO, { title: "仁和堂大药房有限公司", tax_no: creditCode(DEMO) }],
  [VIP, { title: "杭州西湖康宁诊所", tax_no: creditCode(VIP) }],
  [11, { title: "仁和堂大药房二分店", tax_no: creditCode(11) }],
]);

/** 20-digit 全电发票号码: year 26, province 44 (广东), then a number from the invoice id. */
export const invoiceNo = (id) => `2644${String(2_000_000_000_000_000n + BigInt(id) * 7_919_003n).slice(-16)}`;

/**
 * Invoice statuses by order: order 4's first invoice was reversed (红冲: it carried a mistyped 税号) and
 * issued again; the two most recent payments (orders 7 and 22) are still 开票中; the 专票 of the
 * credit orders 90 and 91 (wallet.mjs) were issued the day after the buyer confirmed receipt;
 * everything else 已开票 a day after payment.
 */
const PENDING = new Set([7, 22]);
const REVERSED = new Map([[4, "购买方税号有误，已红冲并重新开具"]]);
const AFTER_RECEIPT = new Set([90, 91]);
/** The wrong 税号 the reversed invoice carried: the last two characters swapped. */
const mistyped = (taxNo) => taxNo.slice(0, -2) + taxNo.at(-1) + taxNo.at(-2);

/**
 * Lines shipped from an older batch still in stock (goods.mjs olderBatch) rather than the newest one:
 * order 4's 对乙酰氨基酚片, whose short remaining shelf life is the reason of return request 1.
 */
const OLDER_BATCH = new Map([[4, 14]]);

/** The day the store is shown: what is still pending was asked for on it. */
const SHOWN = at(-5); // 2026-11-25 10:00

/**
 * First-trade uploads (/syzl): [id, user, kind, file, the licence (/zzzj) it copies or its own 有效期至,
 * bytes (of the picture /api/user/syzl/:id/file draws for it, upstream/routes/first-trade.ts), status,
 * reason, uploaded]. The pending ones were uploaded on the day shown (reviewed within 1 working day).
 */
const DOCS = [
  [1, DEMO, 1, "营业执照副本.svg", 1, 2437, 1, "", at(200)],
  [2, DEMO, 2, "药品经营许可证.svg", 2, 2459, 1, "", at(200)],
  [3, DEMO, 3, "采购委托书.svg", 4, 2447, 2, "委托书未加盖企业公章，请盖章后重新上传", at(12)],
  [4, DEMO, 4, "身份证复印件.svg", "2035-03-09", 2432, 0, "", SHOWN + 6 * 3600],
  [5, VIP, 1, "营业执照.svg", 10, 2425, 1, "", at(150)],
  [6, VIP, 5, "医疗机构执业许可证.svg", 11, 2447, 0, "", SHOWN + 4 * 3600],
];

const SEALS = [
  {
    user_id: DEMO,
    seal_name: "仁和堂大药房有限公司",
    signer: "王建国",
    phone: "13812345678",
    status: 2,
    reason: "",
    valid_until: "2027-09-30",
    created_at: at(52),
    reviewed_at: at(50),
  },
  {
    user_id: VIP,
    seal_name: "杭州西湖康宁诊所",
    signer: "陈思远",
    phone: "13987654321",
    status: 1,
    reason: "",
    valid_until: "",
    created_at: at(1),
    reviewed_at: null,
  },
];

/** A reply to a request for goods the catalogue already holds: where to find them (goods.mjs id). */
const IN_STOCK = (g) => `本商城已有现货：${g.name}（${g.ypgg}，${g.sccj}），搜索“${g.name}”即可直接下单，无需求购。`;

// Answered within the 2 working days /pzqg promises; the pending ones were posted on the day shown.
const BUY_REQUESTS = [
  {
    id: 1,
    user_id: DEMO,
    name: "奥司他韦颗粒",
    spec: "15mg*10袋",
    maker: "宜昌东阳光长江药业股份有限公司",
    number: 200,
    contact: "王建国",
    phone: "13812345678",
    status: 1,
    reply: "已联系厂家备货，预计12月5日到仓，到货后客户经理张伟将第一时间通知您。",
    created_at: at(9),
    replied_at: at(7),
  },
  {
    id: 2,
    user_id: DEMO,
    name: "盐酸氨溴索口服溶液",
    spec: "100ml:0.6g",
    maker: "勃林格殷格翰",
    number: 120,
    contact: "李芳",
    phone: "13812340002",
    status: 1,
    reply: 21,
    created_at: at(5),
    replied_at: at(4),
  },
  {
    id: 3,
    user_id: DEMO,
    name: "蒙脱石散",
    spec: "3g*10袋",
    maker: "博福-益普生(天津)制药有限公司",
    number: 300,
    contact: "王建国",
    phone: "13812345678",
    status: 1,
    reply: 27,
    created_at: at(3),
    replied_at: at(2),
  },
  {
    id: 4,
    user_id: DEMO,
    name: "吸入用布地奈德混悬液",
    spec: "2ml:1mg*5支",
    maker: "阿斯利康制药有限公司",
    number: 100,
    contact: "王建国",
    phone: "020-87654321",
    status: 0,
    reply: "",
    created_at: SHOWN - 3600,
    replied_at: null,
  },
  {
    id: 5,
    user_id: VIP,
    name: "一次性使用无菌注射器",
    spec: "5ml 带针",
    maker: "山东威高集团医用高分子制品股份有限公司",
    number: 2000,
    contact: "陈思远",
    phone: "13987654321",
    status: 0,
    reply: "",
    created_at: SHOWN + 5 * 3600,
    replied_at: null,
  },
];

const FEEDBACK = [
  {
    id: 1,
    user_id: DEMO,
    type: 3,
    content: "上周的订单物流比平时慢了两天，能否在订单详情里显示预计到货时间？",
    contact: "13812345678",
    image_key: "",
    image_type: "",
    created_at: at(16),
  },
  {
    id: 2,
    user_id: DEMO,
    type: 1,
    content: "快捷采购能不能支持直接导入我们ERP导出的采购单？现在要手工整理成两列。",
    contact: "demo@example.com",
    image_key: "",
    image_type: "",
    created_at: at(6),
  },
  {
    id: 3,
    user_id: VIP,
    type: 2,
    content: "板蓝根颗粒的外包装和图片不一致，请核实是否换了新包装。",
    contact: "13987654321",
    image_key: "",
    image_type: "",
    created_at: at(8),
  },
];

const FEEDBACK_REPLIES = [
  {
    id: 1,
    feedback_id: 1,
    author: "客服 小周",
    content: "非常抱歉给您带来不便，近期华南转运中心爆仓，已协调顺丰优先派送您的订单。",
    created_at: at(15),
  },
  { id: 2, feedback_id: 1, author: "客服 小周", content: "预计到货时间功能已排入开发计划，上线后会通过站内信通知您。", created_at: at(12) },
  {
    id: 3,
    feedback_id: 2,
    author: "产品经理 陈工",
    content: "感谢建议！快捷采购已支持上传CSV文件（商品名称/拼音简码/批准文号 + 数量两列），ERP导出后另存为CSV即可。",
    created_at: at(5),
  },
  {
    id: 4,
    feedback_id: 3,
    author: "客服 小林",
    content: "经核实厂家已于10月更换新版包装，商品图片将在三个工作日内更新。",
    created_at: at(7),
  },
];

/**
 * The batch a line shipped from: the goods' newest batch inspected (report dated) by the day the order
 * was placed, so every batch on a note was produced and inspected before it shipped; or, for
 * OLDER_BATCH, the oldest batch still in stock.
 */
function batchFor(reports, goodsId, orderDay, older) {
  const mine = reports
    .filter((r) => r.goods_id === goodsId && r.date <= orderDay)
    .sort((a, b) => (a.production_date < b.production_date ? 1 : -1));
  if (mine.length === 0) throw new Error(`documents seed: goods ${goodsId} has no batch inspected by ${orderDay}`);
  return older ? mine[mine.length - 1] : mine[0];
}

const isoDay = (seconds) => new Date((seconds + 8 * 3600) * 1000).toISOString().slice(0, 10);
const addMonthsDay = (day, months) => {
  const d = new Date(`${day}T00:00:00Z`);
  d.setUTCMonth(d.getUTCMonth() + months);
  return d.toISOString().slice(0, 10);
};

/**
 * @param {[string, Record<string, any>][]} orderRows rows of purchaseSeed and walletSeed (orders, order_lines, return_requests …)
 * @param {{ goods_id: number, batch_no: string, date: string, production_date: string, expiry_date: string }[]} reports
 * @param {Map<number, { name: string, ypgg: string, sccj: string }>} goodsById goods rows of build.mjs
 * @returns {{ rows: [string, Record<string, unknown>][], sql: string[] }}
 */
export function documentsSeed(orderRows, reports, goodsById) {
  /** @type {[string, Record<string, unknown>][]} */
  const rows = [];
  const sql = [];
  const orders = orderRows.filter(([t]) => t === "orders").map(([, r]) => r);
  const lines = orderRows.filter(([t]) => t === "order_lines").map(([, r]) => r);

  // The batch of every seeded line (the runtime ones fall back to the goods' current batch).
  const batchOfLine = new Map();
  for (const line of lines) {
    const order = orders.find((o) => o.id === line.order_id);
    const report = batchFor(reports, line.goods_id, isoDay(order.created_at), OLDER_BATCH.get(order.id) === line.goods_id);
    batchOfLine.set(line.id, report);
    sql.push(`UPDATE order_lines SET batch_no = '${report.batch_no}', expiry_date = '${report.expiry_date}' WHERE id = ${line.id};`);
  }
  // Return request 1 says the batch had less than 6 months left when it shipped: it must be so.
  for (const [, ret] of orderRows.filter(([t, r]) => t === "return_requests" && r.reason === "近效期")) {
    const order = orders.find((o) => o.id === ret.order_id);
    for (const [, rl] of orderRows.filter(([t, r]) => t === "return_lines" && r.return_id === ret.id)) {
      const batch = batchOfLine.get(rl.order_line_id);
      if (batch.expiry_date >= addMonthsDay(isoDay(order.shipped_at), 6))
        throw new Error(`documents seed: return ${ret.id} names a batch with 6 months or more left`);
    }
  }

  // An invoice for every paid order; order 4 also has the reversed one it replaced.
  let invoiceId = 1;
  for (const order of orders.filter((o) => o.paid_at !== null).sort((a, b) => a.id - b.id)) {
    const buyer = INVOICE_TITLES.get(order.user_id);
    if (!buyer) throw new Error(`documents seed: no invoice title for user ${order.user_id}`);
    const base = {
      order_id: order.id,
      user_id: order.user_id,
      type: order.invoice_type,
      title: buyer.title,
      tax_no: buyer.tax_no,
      amount: order.pay_amount,
    };
    if (REVERSED.has(order.id)) {
      const id = invoiceId++;
      rows.push([
        "invoices",
        {
          id,
          ...base,
          invoice_no: invoiceNo(id),
          tax_no: mistyped(buyer.tax_no),
          status: 2,
          remark: REVERSED.get(order.id),
          created_at: order.paid_at,
          issued_at: order.paid_at + DAY,
          reversed_at: order.paid_at + 3 * DAY,
        },
      ]);
    }
    const id = invoiceId++;
    const pending = PENDING.has(order.id);
    const issued = REVERSED.has(order.id)
      ? order.paid_at + 3 * DAY
      : AFTER_RECEIPT.has(order.id)
        ? order.completed_at + DAY
        : order.paid_at + DAY;
    rows.push([
      "invoices",
      {
        id,
        ...base,
        invoice_no: pending ? "" : invoiceNo(id),
        status: pending ? 0 : 1,
        remark: "",
        created_at: order.paid_at,
        issued_at: pending ? null : issued,
        reversed_at: null,
      },
    ]);
  }

  // First-trade uploads: a copy of a licence carries its 有效期至 (长期 when it has none).
  const expiring = [];
  for (const [id, userId, kind, fileName, validity, size, status, reason, uploaded] of DOCS) {
    let validUntil = validity;
    if (typeof validity === "number") {
      const licence = LICENCES.find((l) => l.id === validity);
      if (licence.user_id !== userId) throw new Error(`documents seed: upload ${id} copies another buyer's licence`);
      // A licence whose date the seed computes when applied (vip's, 即将过期): copied by SQL below.
      if (licence.computed) expiring.push([id, validity]);
      validUntil = licence.computed ? "" : licence.expires_at || "长期";
    }
    rows.push([
      "first_trade_docs",
      {
        id,
        user_id: userId,
        kind,
        file_key: `seed:first_trade/${id}`,
        file_name: fileName,
        file_type: "svg",
        size,
        valid_until: validUntil,
        status,
        reason,
        created_at: uploaded,
        reviewed_at: status === 0 ? null : uploaded + DAY,
      },
    ]);
  }
  for (const [id, licenceId] of expiring)
    sql.push(`UPDATE first_trade_docs SET valid_until = (SELECT expires_at FROM licences WHERE id = ${licenceId}) WHERE id = ${id};`);

  for (const seal of SEALS) rows.push(["seal_applications", seal]);
  for (const request of BUY_REQUESTS) {
    const goods = typeof request.reply === "number" ? goodsById.get(request.reply) : null;
    if (typeof request.reply === "number" && !goods)
      throw new Error(`documents seed: request ${request.id} names unknown goods ${request.reply}`);
    rows.push(["buy_requests", { ...request, reply: goods ? IN_STOCK(goods) : request.reply }]);
  }
  for (const item of FEEDBACK) rows.push(["feedback", item]);
  for (const reply of FEEDBACK_REPLIES) rows.push(["feedback_replies", reply]);
  return { rows, sql };
}

/** Primary keys of the tables above, for build.mjs's upsert (seal_applications is keyed by buyer). */
export const DOCUMENT_KEYS = { seal_applications: ["user_id"] };
