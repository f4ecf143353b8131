// Documents and self-service against a real local D1 (docs/api/documents.md): e-invoices, outbound
// notes, inspection reports, first-trade uploads (R2 stand-in), the e-seal, company data, variety
// requests, feedback, the 常购清单 and quick purchase. Another buyer's ids always answer 404.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type {
  CompanyInfo,
  FastBuyItem,
  Feedback,
  FirstTradeOverview,
  Invoice,
  InvoiceDetail,
  OutboundNote,
  OutboundNoteSummary,
  QuickBuyResult,
  QuickMatchLine,
  ReportListItem,
  SealState,
  BuyRequest,
} from "../../../app/lib/document-types";
import { UPLOAD_REFUSED } from "../../../app/lib/files";
import { sum } from "../../../app/lib/money";
import type { Page } from "../../../app/lib/types";
import { documentsClient, MemoryBucket, png, PNG_BYTES, textFile } from "./documents-helpers";
import { startUpstream, type Upstream } from "./harness";

let up: Upstream;
let bucket: MemoryBucket;
let client: ReturnType<typeof documentsClient>;
let demo: string;
let vip: string;
let demo2: string;
let clinic: string;
let newbie: string;

beforeAll(async () => {
  up = await startUpstream();
  bucket = new MemoryBucket();
  client = documentsClient(up, bucket);
  [demo, vip, demo2, clinic, newbie] = await Promise.all(["demo", "vip", "demo2", "clinic", "newbie"].map((u) => up.login(u)));
}, 180_000); // a seeded D1 and five logins (PBKDF2), slow when the whole suite shares two cores
afterAll(async () => {
  await up?.stop();
});

const send = <T = any>(path: string, options: Parameters<typeof client.send>[1] = {}) => client.send<T>(path, options);
const count = async (table: string) => (await up.db.prepare(`SELECT COUNT(*) AS n FROM ${table}`).first<{ n: number }>())!.n;

describe("e-invoices", () => {
  it("lists an invoice for every paid order of demo, newest first, with the three statuses", async () => {
    const reply = await send<Page<Invoice>>("/api/user/invoice?page_size=50", { token: demo });
    expect(reply.status).toBe(200);
    const invoices = reply.body.data.data;
    expect(new Set(invoices.map((i) => i.order_id))).toEqual(new Set([2, 3, 4, 6, 7, 8, 90, 91]));
    expect(new Set(invoices.map((i) => i.status_text))).toEqual(new Set(["开票中", "已开票", "已红冲"]));
    const pending = invoices.find((i) => i.status === 0)!;
    expect(pending.invoice_no).toBe("");
    expect(pending.issued_at).toBeNull();
    const dates = invoices.map((i) => i.issued_at ?? i.created_at);
    expect(dates).toEqual([...dates].sort((a, b) => b - a));
    expect(invoices.find((i) => i.order_id === 3)!.type_text).toBe("增值税专用发票");
  });

  it("vip has paid orders with invoices too", async () => {
    const reply = await send<Page<Invoice>>("/api/user/invoice", { token: vip });
    expect(reply.body.data.data.map((i) => i.order_id).sort()).toEqual([20, 21, 22]);
  });

  it("pages, filters by date and status, and refuses bad filters", async () => {
    const page1 = (await send<Page<Invoice>>("/api/user/invoice?page_size=2", { token: demo })).body.data;
    expect(page1).toMatchObject({ page: 1, page_size: 2, total: 9, last_page: 5 });
    const issued = (await send<Page<Invoice>>("/api/user/invoice?status=1&page_size=50", { token: demo })).body.data.data;
    expect(issued.every((i) => i.status === 1)).toBe(true);
    // 2026-11-01 … 2026-11-10 (Asia/Shanghai): by 开票日期, or the request date while 开票中.
    const window = (await send<Page<Invoice>>("/api/user/invoice?start_time=2026-11-01&end_time=2026-11-10&page_size=50", { token: demo }))
      .body.data.data;
    const from = Date.UTC(2026, 10, 1) / 1000 - 8 * 3600;
    const to = Date.UTC(2026, 10, 11) / 1000 - 8 * 3600;
    expect(window.length).toBeGreaterThan(0);
    for (const i of window) expect((i.issued_at ?? i.created_at) >= from && (i.issued_at ?? i.created_at) < to).toBe(true);
    expect((await send("/api/user/invoice?start_time=2026-13-01", { token: demo })).body.data).toEqual({ start_time: ["日期格式不正确"] });
    expect((await send("/api/user/invoice?start_time=2026-11-10&end_time=2026-11-01", { token: demo })).body.data).toEqual({
      end_time: ["结束日期不能早于开始日期"],
    });
    expect((await send("/api/user/invoice?status=5", { token: demo })).status).toBe(422);
    expect((await send("/api/user/invoice")).status).toBe(401);
  });

  it("finds the buyer's own invoice by order number or invoice number, and nobody else's", async () => {
    const mine = (await send<Page<Invoice>>("/api/user/invoice?status=1", { token: demo })).body.data.data[0];
    const byOrder = await send<Invoice[]>(`/api/user/invoice/find?keyword=${mine.order_sn.toLowerCase()}`, { token: demo });
    expect(byOrder.status).toBe(200);
    expect(byOrder.body.data.map((i) => i.id)).toContain(mine.id);
    const byNumber = await send<Invoice[]>(`/api/user/invoice/find?keyword=%20${mine.invoice_no}%20`, { token: demo });
    expect(byNumber.body.data).toHaveLength(1);
    expect(byNumber.body.data[0].order_sn).toBe(mine.order_sn);
    // Order 4's reversed invoice and the one issued again.
    const order4 = (await send<Page<Invoice>>("/api/user/invoice?page_size=50", { token: demo })).body.data.data.find(
      (i) => i.order_id === 4,
    )!;
    expect(
      (await send<Invoice[]>(`/api/user/invoice/find?keyword=${order4.order_sn}`, { token: demo })).body.data
        .map((i) => i.status_text)
        .sort(),
    ).toEqual(["已开票", "已红冲"]);

    const vips = (await send<Page<Invoice>>("/api/user/invoice", { token: vip })).body.data.data.find((i) => i.status === 1)!;
    for (const keyword of [vips.order_sn, vips.invoice_no, "YP000000000000"]) {
      expect((await send(`/api/user/invoice/find?keyword=${keyword}`, { token: demo })).body).toEqual({
        code: 404,
        msg: "未找到该发票",
        data: null,
      });
    }
    expect((await send("/api/user/invoice/find?keyword=", { token: demo })).body.data).toEqual({ keyword: ["请输入订单编号或发票号码"] });
  });

  it("details an invoice whose lines add up to the order's amount, and serves it as a file", async () => {
    const list = (await send<Page<Invoice>>("/api/user/invoice?page_size=50", { token: demo })).body.data.data;
    for (const invoice of list) {
      const detail = (await send<InvoiceDetail>(`/api/user/invoice/${invoice.id}`, { token: demo })).body.data;
      expect(detail.total).toBe(invoice.amount);
      expect(
        sum(detail.lines.map((l) => l.amount))
          .plus(sum(detail.lines.map((l) => l.tax)))
          .toFixed(2),
      ).toBe(invoice.amount);
      expect(detail.seller.name).toBe("广州药采通医药科技有限公司");
      expect(detail.total_upper).toMatch(/圆/);
    }
    const issued = list.find((i) => i.status === 1)!;
    const file = await client.raw(`/api/user/invoice/${issued.id}/file?download=1`, { token: demo });
    expect(file.status).toBe(200);
    expect(file.headers.get("Content-Type")).toContain("image/svg+xml");
    expect(file.headers.get("Content-Disposition")).toContain("attachment");
    expect(file.headers.get("Content-Disposition")).toContain(encodeURIComponent(`电子发票_${issued.invoice_no}.svg`));
    const svg = await file.text();
    expect(svg).toContain(issued.invoice_no);
    expect(svg).toContain("价税合计");
    const pending = list.find((i) => i.status === 0)!;
    expect((await send(`/api/user/invoice/${pending.id}/file`, { token: demo })).body).toMatchObject({
      code: 409,
      msg: "发票开具中，暂不能下载",
    });
  });

  it("answers 404 for another buyer's invoice and its file", async () => {
    const vips = (await send<Page<Invoice>>("/api/user/invoice", { token: vip })).body.data.data[0];
    expect((await send(`/api/user/invoice/${vips.id}`, { token: demo })).body).toEqual({ code: 404, msg: "发票不存在", data: null });
    expect((await send(`/api/user/invoice/${vips.id}/file`, { token: demo })).status).toBe(404);
    expect((await send("/api/user/invoice/abc", { token: demo })).status).toBe(404);
  });

  it("requests an invoice (开票中, the order's invoice type) when an order is paid", async () => {
    await up.db.prepare("UPDATE goods SET stock = 5000 WHERE id = 2").run();
    expect((await send("/api/cart", { token: demo2, form: { goods_id: 2, number: 20 } })).status).toBe(200);
    const line = (await up.db.prepare("SELECT id FROM cart_lines WHERE user_id = 11 AND goods_id = 2").first<{ id: number }>())!;
    const order = await send("/api/order", {
      token: demo2,
      headers: { "Idempotency-Key": "documents-invoice-1" },
      form: { ids: [line.id], address_id: 5, invoice_type: 2, pay_type: 1 },
    });
    expect(order.status).toBe(201);
    expect((await send<Page<Invoice>>("/api/user/invoice", { token: demo2 })).body.data.total).toBe(0);
    expect((await send("/api/pay/balance", { token: demo2, form: { order_id: order.body.data.id } })).status).toBe(200);
    const invoices = (await send<Page<Invoice>>("/api/user/invoice", { token: demo2 })).body.data.data;
    expect(invoices).toHaveLength(1);
    expect(invoices[0]).toMatchObject({
      order_id: order.body.data.id,
      status: 0,
      status_text: "开票中",
      type: 2,
      amount: order.body.data.pay_amount,
      title: "仁和堂大药房二分店",
    });
    // Paying twice is refused and requests nothing more.
    expect((await send("/api/pay/balance", { token: demo2, form: { order_id: order.body.data.id } })).status).toBe(409);
    expect((await send<Page<Invoice>>("/api/user/invoice", { token: demo2 })).body.data.total).toBe(1);
  });
});

describe("e-outbound notes", () => {
  it("lists one note per shipped order, newest first", async () => {
    const notes = (await send<Page<OutboundNoteSummary>>("/api/user/outbound", { token: demo })).body.data.data;
    // Orders 3, 4, 6 and 8 (purchase seed) and the credit orders 90 and 91 (wallet seed) have shipped.
    expect(notes.map((n) => n.order_id).sort((a, b) => a - b)).toEqual([3, 4, 6, 8, 90, 91]);
    expect(notes[0].note_sn).toBe(`CK${notes[0].order_sn.slice(2)}`);
    const vipNotes = (await send<Page<OutboundNoteSummary>>("/api/user/outbound", { token: vip })).body.data.data;
    expect(vipNotes.map((n) => n.order_id).sort()).toEqual([20, 21]);
  });

  it("shows goods with batch, expiry and quantity; the batch is one of the goods' inspected batches", async () => {
    const note = (await send<OutboundNote>("/api/user/outbound/4", { token: demo })).body.data;
    expect(note.lines.length).toBeGreaterThan(0);
    for (const line of note.lines) {
      expect(line.batch_no).not.toBe("");
      expect(line.expiry_date).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      const report = await up.db
        .prepare("SELECT id FROM inspection_reports WHERE goods_id = ? AND batch_no = ?")
        .bind(line.goods_id, line.batch_no)
        .first();
      expect(report).not.toBeNull();
    }
    expect(note.stamp_url).toBe("/api/company/stamp.svg");
    expect(note.consignee.company).toBe("仁和堂大药房有限公司");
  });

  it("answers 404 for an unshipped order and for another buyer's note", async () => {
    expect((await send("/api/user/outbound/2", { token: demo })).body).toEqual({ code: 404, msg: "出库单不存在", data: null });
    expect((await send("/api/user/outbound/20", { token: demo })).status).toBe(404);
    expect((await send("/api/user/outbound/4", { token: vip })).status).toBe(404);
  });
});

describe("inspection reports", () => {
  it("finds reports by 商品名称 (containment), with each goods and whether it was bought", async () => {
    const reply = await send<Page<ReportListItem>>("/api/goods/zjbgGetList?keywords=阿莫西林胶囊", { token: demo });
    expect(reply.status).toBe(200);
    const rows = reply.body.data.data;
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.every((r) => r.goods_name.includes("阿莫西林胶囊"))).toBe(true);
    const part = (await send<Page<ReportListItem>>("/api/goods/zjbgGetList?keywords=莫西林", { token: demo })).body.data;
    expect(part.total).toBeGreaterThanOrEqual(reply.body.data.total);
  });

  it("finds reports by 批号 alone (a prefix) and by both", async () => {
    const line = (await up.db
      .prepare("SELECT batch_no, goods_id FROM order_lines WHERE order_id = 3 ORDER BY id LIMIT 1")
      .first<{ batch_no: string; goods_id: number }>())!;
    const byBatch = (await send<Page<ReportListItem>>(`/api/goods/zjbgGetList?batch_no=${line.batch_no}`, { token: demo })).body.data.data;
    expect(byBatch.some((r) => r.goods_id === line.goods_id && r.batch_no === line.batch_no && r.bought === 1)).toBe(true);
    const byPrefix = (await send<Page<ReportListItem>>(`/api/goods/zjbgGetList?batch_no=${line.batch_no.slice(0, 4)}`, { token: demo }))
      .body.data.data;
    expect(byPrefix.every((r) => r.batch_no.startsWith(line.batch_no.slice(0, 4)))).toBe(true);
    const none = (await send<Page<ReportListItem>>(`/api/goods/zjbgGetList?keywords=板蓝根&batch_no=${line.batch_no}`, { token: demo }))
      .body.data;
    expect(none.data.every((r) => r.goods_name.includes("板蓝根"))).toBe(true);
    expect((await send("/api/goods/zjbgGetList?batch_no=<x>")).body.data).toEqual({ batch_no: ["批号只能包含字母、数字和短横线"] });
  });

  it("lists the batches the buyer bought; guests see no bought flag", async () => {
    const mine = (await send<Page<ReportListItem>>("/api/goods/zjbgGetList?bought=1&page_size=60", { token: demo })).body.data;
    expect(mine.total).toBeGreaterThan(0);
    expect(mine.data.every((r) => r.bought === 1)).toBe(true);
    const guest = (await send<Page<ReportListItem>>("/api/goods/zjbgGetList?keywords=阿莫西林胶囊")).body.data.data;
    expect(guest.every((r) => r.bought === 0)).toBe(true);
    expect((await send("/api/goods/zjbgGetList?bought=1")).status).toBe(401);
  });

  it("downloads any report, as public as its picture (issue 32)", async () => {
    const bought = (await send<Page<ReportListItem>>("/api/goods/zjbgGetList?bought=1", { token: demo })).body.data.data[0];
    const file = await client.raw(`/api/user/report/${bought.id}/file`, { token: demo });
    expect(file.status).toBe(200);
    expect(file.headers.get("Content-Disposition")).toContain("attachment");
    expect(await file.text()).toContain(bought.batch_no);
    const other = (await send<Page<ReportListItem>>("/api/goods/zjbgGetList?keywords=阿莫西林胶囊", { token: vip })).body.data.data.find(
      (r) => r.bought === 0,
    );
    expect(other).toBeDefined(); // goods 7 is an 阿莫西林胶囊 vip never bought
    // A batch vip never bought: the download and the public picture both answer, the same sheet.
    const download = await client.raw(`/api/user/report/${other!.id}/file`, { token: vip });
    expect(download.status).toBe(200);
    const picture = await client.raw(other!.url);
    expect(picture.status).toBe(200);
    expect(picture.headers.get("Content-Security-Policy")).toContain("sandbox");
    expect(await download.text()).toBe(await picture.text());
    expect((await client.raw(`/api/user/report/${other!.id}/file`)).status).toBe(401);
    expect((await send("/api/user/report/99999999/file", { token: demo })).status).toBe(404);
  });
});

describe("first-trade documents", () => {
  it("lists the buyer's uploads in every status and the wholesaler's package", async () => {
    const overview = (await send<FirstTradeOverview>("/api/user/syzl", { token: demo })).body.data;
    expect(new Set(overview.uploads.map((u) => u.status_text))).toEqual(new Set(["待审核", "已通过", "已驳回"]));
    expect(overview.uploads.find((u) => u.status === 2)!.reason).not.toBe("");
    expect(overview.kinds.map((k) => k.name)).toEqual(["营业执照", "药品经营许可证", "采购委托书", "身份证复印件", "医疗机构执业许可证"]);
    expect(overview.package.files.map((f) => f.name)).toContain("药品经营质量管理规范认证证书（GSP）.svg");
  });

  it("serves the package as one zip", async () => {
    const zip = await client.raw("/api/user/syzl/package", { token: demo });
    expect(zip.status).toBe(200);
    expect(zip.headers.get("Content-Type")).toBe("application/zip");
    const bytes = new Uint8Array(await zip.arrayBuffer());
    expect([...bytes.subarray(0, 4)]).toEqual([0x50, 0x4b, 0x03, 0x04]);
    expect(new TextDecoder().decode(bytes)).toContain("法人授权委托书.svg");
  });

  it("stores a JPG/PNG/PDF in R2 and lists it as 待审核", async () => {
    const before = bucket.objects.size;
    const reply = await send("/api/user/syzl", {
      token: demo2,
      form: { kind: 1, valid_until: "2030-12-31" },
      files: { file: png("营业执照副本.png") },
    });
    expect(reply.status).toBe(201);
    expect(reply.body.data).toMatchObject({
      kind_text: "营业执照",
      status: 0,
      status_text: "待审核",
      file_name: "营业执照副本.png",
      file_type: "png",
      valid_until: "2030-12-31",
    });
    expect(bucket.objects.size).toBe(before + 1);
    const listed = (await send<FirstTradeOverview>("/api/user/syzl", { token: demo2 })).body.data.uploads;
    expect(listed[0].id).toBe(reply.body.data.id);
    const file = await client.raw(reply.body.data.file_url, { token: demo2 });
    expect(new Uint8Array(await file.arrayBuffer())).toEqual(PNG_BYTES);
    expect(file.headers.get("Content-Type")).toBe("image/png");
  });

  it("refuses a file that is not JPG, PNG or PDF, or above 5 MB, and stores nothing", async () => {
    const before = [bucket.objects.size, await count("first_trade_docs")];
    const expected = { code: 422, msg: UPLOAD_REFUSED, data: { file: [UPLOAD_REFUSED] } };
    expect(
      (await send("/api/user/syzl", { token: demo2, form: { kind: 2, valid_until: "2030-12-31" }, files: { file: textFile() } })).body,
    ).toEqual(expected);
    const big = new File([PNG_BYTES, new Uint8Array(5 * 1024 * 1024)], "big.png", { type: "image/png" });
    expect(
      (await send("/api/user/syzl", { token: demo2, form: { kind: 2, valid_until: "2030-12-31" }, files: { file: big } })).body,
    ).toEqual(expected);
    expect((await send("/api/user/syzl", { token: demo2, form: { kind: 2, valid_until: "2030-12-31" } })).body).toEqual(expected);
    expect([bucket.objects.size, await count("first_trade_docs")]).toEqual(before);
  });

  it("validates the kind and the validity date first", async () => {
    expect(
      (await send("/api/user/syzl", { token: demo2, form: { kind: 9, valid_until: "2030-12-31" }, files: { file: png() } })).body.data,
    ).toEqual({ kind: ["请选择资料类型"] });
    expect((await send("/api/user/syzl", { token: demo2, form: { kind: 1, valid_until: "" }, files: { file: png() } })).body.data).toEqual({
      valid_until: ["请填写有效期至"],
    });
    expect(
      (await send("/api/user/syzl", { token: demo2, form: { kind: 1, valid_until: "2020-01-01" }, files: { file: png() } })).body.data,
    ).toEqual({
      valid_until: ["资料已过有效期，请上传有效期内的资料"],
    });
    expect(
      (await send("/api/user/syzl", { token: demo2, form: { kind: 1, valid_until: "2030-02-30" }, files: { file: png() } })).body.data,
    ).toEqual({ valid_until: ["有效期至格式不正确"] });
  });

  it("draws seeded uploads and hides other buyers' files", async () => {
    const seeded = (await send<FirstTradeOverview>("/api/user/syzl", { token: demo })).body.data.uploads[0];
    const file = await client.raw(seeded.file_url, { token: demo });
    expect(file.headers.get("Content-Type")).toContain("image/svg+xml");
    expect(await file.text()).toContain("仁和堂大药房有限公司");
    expect((await send(seeded.file_url, { token: vip })).body).toEqual({ code: 404, msg: "资料不存在", data: null });
  });
});

describe("e-seal", () => {
  it("shows demo's granted seal and refuses a second application", async () => {
    const seal = (await send<SealState>("/api/user/seal", { token: demo })).body.data;
    expect(seal).toMatchObject({ status: 2, status_text: "已授权", seal_name: "仁和堂大药房有限公司", can_apply: 0 });
    expect((await send("/api/user/seal", { token: demo, form: { signer: "王建国", phone: "13812345678", agree: 1 } })).body).toMatchObject({
      code: 409,
      msg: "电子签章已授权，无需重复申请",
    });
    const image = await client.raw("/api/user/seal/image", { token: demo });
    expect(await image.text()).toContain("仁和堂大药房有限公司");
  });

  it("validates an application, then takes exactly one of two sent together", async () => {
    expect((await send<SealState>("/api/user/seal", { token: clinic })).body.data).toMatchObject({
      status: 0,
      status_text: "未申请",
      can_apply: 1,
    });
    expect((await send("/api/user/seal", { token: clinic, form: { signer: "赵敏", phone: "123", agree: 1 } })).body.data).toEqual({
      phone: ["手机号码格式不正确"],
    });
    expect((await send("/api/user/seal", { token: clinic, form: { signer: "赵敏", phone: "13655556666" } })).body.data).toEqual({
      agree: ["请阅读并同意《电子签章授权书》"],
    });
    const apply = () => send("/api/user/seal", { token: clinic, form: { signer: "赵敏", phone: "13655556666", agree: 1 } });
    const replies = await Promise.all([apply(), apply(), apply()]);
    expect(replies.map((r) => r.status).sort()).toEqual([201, 409, 409]);
    expect((await send<SealState>("/api/user/seal", { token: clinic })).body.data).toMatchObject({
      status: 1,
      status_text: "审核中",
      signer: "赵敏",
      can_apply: 0,
    });
  });

  it("lets a rejected application be sent again", async () => {
    await up.db.prepare("UPDATE seal_applications SET status = 3, reason = '经办人与营业执照不符' WHERE user_id = 5").run();
    expect((await send<SealState>("/api/user/seal", { token: clinic })).body.data).toMatchObject({
      status: 3,
      reason: "经办人与营业执照不符",
      can_apply: 1,
    });
    expect((await send("/api/user/seal", { token: clinic, form: { signer: "赵敏敏", phone: "13655556666", agree: 1 } })).status).toBe(201);
    expect((await send<SealState>("/api/user/seal", { token: clinic })).body.data).toMatchObject({
      status: 1,
      reason: "",
      signer: "赵敏敏",
    });
  });
});

describe("company data", () => {
  it("lists the wholesaler's licences with pictures and downloads", async () => {
    const info = (await send<CompanyInfo>("/api/company")).body.data;
    expect(info.licences.map((l) => l.name)).toContain("药品经营许可证");
    const picture = await client.raw(info.licences[1].url);
    expect(picture.headers.get("Content-Type")).toContain("image/svg+xml");
    expect(await picture.text()).toContain(info.licences[1].number);
    const download = await client.raw(`${info.licences[1].url}?download=1`);
    expect(download.headers.get("Content-Disposition")).toContain("attachment");
    expect((await send("/api/company/licence/99.svg")).status).toBe(404);
    expect(await (await client.raw("/api/company/stamp.svg")).text()).toContain("出库专用章");
  });
});

describe("variety requests (品种求购)", () => {
  it("lists demo's four requests, newest first, three answered", async () => {
    const page = (await send<Page<BuyRequest>>("/api/user/buy", { token: demo })).body.data;
    expect(page.total).toBe(4);
    expect(page.data.filter((r) => r.status === 1)).toHaveLength(3);
    for (const r of page.data.filter((r) => r.status === 1)) expect(r.reply).not.toBe("");
    const times = page.data.map((r) => r.created_at);
    expect(times).toEqual([...times].sort((a, b) => b - a));
  });

  it("posts a request and shows it; a bad field is refused and nothing is stored", async () => {
    const before = await count("buy_requests");
    const bad = await send("/api/user/buy", {
      token: demo2,
      form: { name: "蒙脱石散", spec: "", maker: "", number: "0", contact: "王建国", phone: "13812345679" },
    });
    expect(bad.body.data).toEqual({ number: ["求购数量需为1到999999之间的整数"] });
    expect(
      (await send("/api/user/buy", { token: demo2, form: { name: "", number: "10", contact: "王", phone: "13812345679" } })).body.data,
    ).toEqual({ name: ["请输入商品名称"] });
    expect(
      (await send("/api/user/buy", { token: demo2, form: { name: "蒙脱石散", number: "10", contact: "王", phone: "12345" } })).body.data,
    ).toEqual({ phone: ["请输入正确的联系电话"] });
    expect(await count("buy_requests")).toBe(before);
    const made = await send<BuyRequest>("/api/user/buy", {
      token: demo2,
      form: { name: "蒙脱石散", spec: "3g*10袋", maker: "博福-益普生", number: "200", contact: "王建国", phone: "020-87654321" },
    });
    expect(made.status).toBe(201);
    expect(made.body.data).toMatchObject({ name: "蒙脱石散", number: 200, status: 0, status_text: "待回复" });
    expect((await send<BuyRequest>(`/api/user/buy/${made.body.data.id}`, { token: demo2 })).body.data.name).toBe("蒙脱石散");
  });

  it("answers 404 for another buyer's request", async () => {
    const vips = (await send<Page<BuyRequest>>("/api/user/buy", { token: vip })).body.data.data[0];
    expect((await send(`/api/user/buy/${vips.id}`, { token: demo })).body).toEqual({ code: 404, msg: "求购信息不存在", data: null });
  });
});

describe("feedback", () => {
  it("lists demo's two threads with their replies", async () => {
    const page = (await send<Page<Feedback>>("/api/user/feedback", { token: demo })).body.data;
    expect(page.total).toBe(2);
    expect(page.data.every((f) => f.replies.length > 0)).toBe(true);
    expect(page.data.flatMap((f) => f.replies).some((r) => r.author.startsWith("客服"))).toBe(true);
  });

  it("takes feedback with an optional picture and answers 提交成功", async () => {
    const plain = await send<Feedback>("/api/user/feedback", {
      token: demo2,
      form: { type: 1, content: "希望增加按批号筛选订单的功能。", contact: "13812345679" },
    });
    expect(plain.status).toBe(201);
    expect(plain.body.msg).toBe("提交成功");
    expect(plain.body.data).toMatchObject({ type_text: "功能建议", image_url: "", replies: [] });
    const withImage = await send<Feedback>("/api/user/feedback", {
      token: demo2,
      form: { type: 2, content: "收到的口罩外箱破损，见附图。", contact: "demo2@example.com" },
      files: { image: png("破损.png") },
    });
    expect(withImage.status).toBe(201);
    const image = await client.raw(withImage.body.data.image_url, { token: demo2 });
    expect(image.headers.get("Content-Type")).toBe("image/png");
    expect((await send(withImage.body.data.image_url, { token: demo })).status).toBe(404);
  });

  it("refuses short content, a bad contact or a bad picture, storing nothing", async () => {
    const before = [bucket.objects.size, await count("feedback")];
    expect(
      (await send("/api/user/feedback", { token: demo2, form: { type: 1, content: "太慢了", contact: "13812345679" } })).body.data,
    ).toEqual({
      content: ["反馈内容需为10到500个字"],
    });
    expect(
      (await send("/api/user/feedback", { token: demo2, form: { type: 1, content: "一".repeat(501), contact: "13812345679" } })).status,
    ).toBe(422);
    expect(
      (await send("/api/user/feedback", { token: demo2, form: { type: 0, content: "一二三四五六七八九十", contact: "13812345679" } })).body
        .data,
    ).toEqual({ type: ["请选择反馈类型"] });
    expect(
      (await send("/api/user/feedback", { token: demo2, form: { type: 1, content: "一二三四五六七八九十", contact: "qq12345" } })).body
        .data,
    ).toEqual({
      contact: ["联系方式须为手机号码、固定电话或邮箱"],
    });
    expect(
      (
        await send("/api/user/feedback", {
          token: demo2,
          form: { type: 1, content: "一二三四五六七八九十", contact: "13812345679" },
          files: { image: textFile() },
        })
      ).body.data,
    ).toEqual({ image: [UPLOAD_REFUSED] });
    expect([bucket.objects.size, await count("feedback")]).toEqual(before);
  });
});

describe("常购清单 GET /api/user/fast_buy", () => {
  it("lists goods of demo's paid orders with the last price and date", async () => {
    const page = (await send<Page<FastBuyItem>>("/api/user/fast_buy", { token: demo })).body.data;
    expect(page.total).toBeGreaterThan(3);
    const first = page.data[0];
    expect(first.last_price).toMatch(/^\d+\.\d{2}$/);
    const dates = page.data.map((g) => g.last_bought_at);
    expect(dates).toEqual([...dates].sort((a, b) => b - a));
    const byTimes = (await send<Page<FastBuyItem>>("/api/user/fast_buy?order=times", { token: demo })).body.data.data;
    const times = byTimes.map((g) => g.times);
    expect(times).toEqual([...times].sort((a, b) => b - a));
    expect((await send("/api/user/fast_buy?order=price", { token: demo })).status).toBe(422);
    expect((await send<Page<FastBuyItem>>("/api/user/fast_buy", { token: clinic })).body.data.total).toBe(0);
  });
});

describe("quick purchase", () => {
  const match = (token: string, keywords: string[], number: string[]) =>
    send<{ lines: QuickMatchLine[] }>("/api/goods/match", { token, form: { keywords, number } });

  it("reports each line: 已匹配, 请选择 with candidates, 未找到, with the quantity checked", async () => {
    await up.db.prepare("UPDATE goods SET stock = 5000, is_buy = 1 WHERE id IN (1, 2, 3, 4, 7)").run();
    const reply = await match(
      demo,
      ["布洛芬缓释胶囊", "阿莫西林胶囊", "国药准字Z20040063", "blgkl", "神奇退烧贴"],
      ["10", "20", "", "99999", "5"],
    );
    expect(reply.status).toBe(200);
    const lines = reply.body.data.lines;
    expect(lines.map((l) => l.status_text)).toEqual(["已匹配", "请选择", "已匹配", "已匹配", "未找到"]);
    expect(lines[0].candidates[0]).toMatchObject({ id: 2, number: 10, message: "" });
    expect(lines[0].candidates[0].price).toMatch(/^\d+\.\d{2}$/);
    expect(lines[1].candidates.map((c) => c.id).sort()).toEqual([1, 7]);
    expect(lines[2].candidates[0]).toMatchObject({ id: 3, number: 1, message: "" }); // no quantity: the default
    expect(lines[3].candidates[0].message).toBe("购买数量必须为1到50000之间的整数");
    expect(lines[4].candidates).toEqual([]);
  });

  it("hides prices from a buyer whose qualification is pending", async () => {
    const line = (await match(newbie, ["布洛芬缓释胶囊"], ["10"])).body.data.lines[0];
    expect(line.candidates[0]).toMatchObject({ price: "", price_hint: "资质审核中", message: "资质审核中，暂不能购买" });
  });

  it("refuses an empty list or more than 2,000 lines", async () => {
    expect((await match(demo, [], [])).body.data).toEqual({ keywords: ["请输入商品清单"] });
    expect((await match(demo, Array(2001).fill("amxl"), [])).body.data).toEqual({ keywords: ["清单最多2000行，请分批识别"] });
  });

  it("adds the lines it can in one batch and reports the others", async () => {
    await up.db.prepare("DELETE FROM cart_lines WHERE user_id = 11").run();
    await up.db.prepare("UPDATE goods SET stock = 0 WHERE id = 4").run();
    const reply = await send<QuickBuyResult>("/api/cart/quick_buy", {
      token: demo2,
      form: { goods_id: [2, 3, 4, 999999, 2], number: ["10", "20", "5", "1", "5"] },
    });
    expect(reply.status).toBe(200);
    expect(reply.body.msg).toBe("已加入购物车2种商品");
    expect(reply.body.data.added).toEqual([
      { goods_id: 2, name: "布洛芬缓释胶囊", number: 15 },
      { goods_id: 3, name: "连花清瘟胶囊", number: 20 },
    ]);
    expect(reply.body.data.failed.map((f) => [f.goods_id, f.message])).toEqual([
      [999999, "商品不存在"],
      [4, "该商品暂不可购买"],
    ]);
    expect(reply.body.data.total).toBe(2);
    const cart = await up.db.prepare("SELECT goods_id, number FROM cart_lines WHERE user_id = 11 ORDER BY goods_id").all();
    expect(cart.results).toEqual([
      { goods_id: 2, number: 15 },
      { goods_id: 3, number: 20 },
    ]);
    await up.db.prepare("UPDATE goods SET stock = 5000 WHERE id = 4").run();
  });

  it("never puts more than the stock in the cart when two adds race", async () => {
    await up.db.prepare("DELETE FROM cart_lines WHERE user_id = 11").run();
    await up.db.prepare("UPDATE goods SET stock = 500 WHERE id = 2").run();
    const add = () => send<QuickBuyResult>("/api/cart/quick_buy", { token: demo2, form: { goods_id: [2], number: ["300"] } });
    const replies = await Promise.all([add(), add()]);
    expect(replies.map((r) => r.body.data.added.length).sort()).toEqual([0, 1]);
    const line = await up.db.prepare("SELECT number FROM cart_lines WHERE user_id = 11 AND goods_id = 2").first<{ number: number }>();
    expect(line!.number).toBe(300);
    await up.db.prepare("UPDATE goods SET stock = 5000 WHERE id = 2").run();
  });

  it("refuses nothing chosen, or quantities that do not pair with the goods", async () => {
    expect((await send("/api/cart/quick_buy", { token: demo2, form: { number: ["1"] } })).body.data).toEqual({
      goods_id: ["请选择要加入购物车的商品"],
    });
    expect((await send("/api/cart/quick_buy", { token: demo2, form: { goods_id: [2, 3], number: ["1"] } })).body.data).toEqual({
      number: ["请填写每种商品的数量"],
    });
    expect((await send("/api/cart/quick_buy", { form: { goods_id: [2], number: ["1"] } })).status).toBe(401);
  });
});
