// Content and service calls (issue 15) against a real local D1: site configuration, help articles by
// address and the help search, news with neighbours, the home news strip, the e-contract and its 459
// gate on 提交订单 (with a signing race), and the chat with the account manager.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { ArticleHit, ChatThread, Contract, NewsDetail, NewsPage, PostListItem, SiteConfig } from "../../../app/lib/content-types";
import { sanitizeHtml } from "../../../app/lib/sanitize-html";
import type { HelpArticle, HelpGroup } from "../../../app/lib/types";
import { HOSTILE_NEWS_ID } from "../../../upstream/seed/content.mjs";
import { startUpstream, type Upstream } from "./harness";
import { sender } from "./purchase-helpers";

let up: Upstream;
let send: ReturnType<typeof sender>;
const tokens: Record<string, string> = {};

beforeAll(async () => {
  up = await startUpstream();
  send = sender(up);
  for (const name of ["demo", "vip", "clinic"]) tokens[name] = await up.login(name);
});
afterAll(async () => {
  await up?.stop();
});

/** Every help path of spec §2 with its group. */
const HELP_PATHS: [string, string][] = [
  ["/help/xrzn/hyzc", "新手指南"],
  ["/help/xrzn/gwzn", "新手指南"],
  ["/help/xrzn/aqgy", "新手指南"],
  ["/help/fwbz/wzzz", "服务保障"],
  ["/help/fwbz/yhxy", "服务保障"],
  ["/help/fwbz/zskf", "服务保障"],
  ["/help/us/tsjy", "关于我们"],
  ["/help/us/link", "关于我们"],
  ["/help/pay", "支付配送"],
  ["/help/zfps/ddzf", "支付配送"],
  ["/help/zfps/hwps", "支付配送"],
  ["/help/zfps/ypth", "支付配送"],
];

describe("GET /api/common/config", () => {
  it("answers the hotline, QQ, quality inspection and the footer's site texts to guests", async () => {
    const reply = await up.call<SiteConfig>("/api/common/config");
    expect(reply.status).toBe(200);
    const data = reply.body.data;
    expect(data).toMatchObject({ hot_line: "400-800-1234", qq1: "800012345", qq2: "800067890" });
    expect(data.quality_inspection).toEqual({ quality_inspection_url: "", msg: expect.stringContaining("药检报告") });
    expect(data.site).toMatchObject({
      operator: "广州药采通医药科技有限公司",
      address: expect.stringContaining("黄埔区"),
      icp: "粤ICP备2024012345号-1",
      icp_url: "https://beian.miit.gov.cn/",
    });
    expect(data.site.licences.map((l) => l.label)).toEqual(expect.arrayContaining(["药品经营许可证", "互联网药品信息服务资格证书"]));
    expect(data.site.licences.find((l) => l.label === "药品经营许可证")?.value).toBe("粤AA0201234");
  });
});

describe("help articles", () => {
  it("the first four groups are the spec's, and every help path is listed", async () => {
    const groups = (await up.call<HelpGroup[]>("/api/article/category?category_id=3")).body.data;
    expect(groups.slice(0, 4).map((g) => g.name)).toEqual(["新手指南", "服务保障", "关于我们", "支付配送"]);
    const urls = groups.flatMap((g) => g.children.map((a) => a.url));
    for (const [path] of HELP_PATHS) expect(urls).toContain(path);
    // Rule texts (category 9) are not help articles.
    expect(urls).not.toContain("/yx/rule");
  });

  it("GET /api/article/by_url answers each help path's own article, in HTML", async () => {
    const titles = new Set<string>();
    for (const [path, group] of HELP_PATHS) {
      const reply = await up.call<HelpArticle>(`/api/article/by_url?url=${encodeURIComponent(path)}`);
      expect(reply.status, path).toBe(200);
      expect(reply.body.data.url).toBe(path);
      expect(reply.body.data.group.name).toBe(group);
      expect(reply.body.data.content).toMatch(/<(p|h2|ol|ul|table)>/);
      // The seed's own texts are clean: sanitising changes nothing.
      expect(sanitizeHtml(reply.body.data.content)).toBe(reply.body.data.content);
      titles.add(reply.body.data.title);
    }
    expect(titles.size).toBe(HELP_PATHS.length);
  });

  it("serves the rule texts other pages show, and refuses bad addresses", async () => {
    expect((await up.call<HelpArticle>("/api/article/by_url?url=/yx/rule")).body.data.title).toBe("包邮专区规则");
    expect((await up.call<HelpArticle>("/api/article/by_url?url=/dzht")).body.data.content).toContain("第十一条 电子签署");
    expect((await up.call("/api/article/by_url?url=/help/none")).body).toEqual({ code: 404, msg: "文章不存在", data: null });
    const missing = await up.call("/api/article/by_url");
    expect(missing.status).toBe(422);
    expect(missing.body.data).toEqual({ url: ["请指定文章地址"] });
  });

  it("GET /api/article/search finds help articles by title or name", async () => {
    const hits = (await up.call<ArticleHit[]>(`/api/article/search?keywords=${encodeURIComponent("配送")}`)).body.data;
    expect(hits.map((h) => h.url)).toEqual(["/help/zfps/hwps"]);
    expect(hits[0]).toEqual({
      id: 10,
      name: "货物配送",
      title: "货物配送说明",
      url: "/help/zfps/hwps",
      group: { id: 4, name: "支付配送" },
    });
    const agreement = (await up.call<ArticleHit[]>(`/api/article/search?keywords=${encodeURIComponent("协议")}`)).body.data;
    expect(agreement.map((h) => h.url)).toEqual(["/help/fwbz/yhxy"]);
    // The contract clauses live in another category; LIKE wildcards are plain characters.
    expect((await up.call(`/api/article/search?keywords=${encodeURIComponent("采购合同")}`)).body.data).toEqual([]);
    expect((await up.call("/api/article/search?keywords=%25")).body.data).toEqual([]);
    expect((await up.call("/api/article/search?keywords=")).body.data).toEqual([]);
    const long = await up.call(`/api/article/search?keywords=${"药".repeat(51)}`);
    expect(long.status).toBe(422);
    expect(long.body.data).toEqual({ keywords: ["关键词不能超过50个字符"] });
  });
});

describe("news", () => {
  it("lists each kind newest first, with paging", async () => {
    for (const type of ["hy", "company"]) {
      const first = (await up.call<NewsPage>(`/api/news?type=${type}&page_size=10`)).body.data;
      expect(first.total).toBeGreaterThanOrEqual(12);
      expect(first.data).toHaveLength(10);
      expect(first.last_page).toBe(Math.ceil(first.total / 10));
      expect(first.data.every((n) => n.type === type && n.title && n.summary)).toBe(true);
      const second = (await up.call<NewsPage>(`/api/news?type=${type}&page=2&page_size=10`)).body.data;
      const all = [...first.data, ...second.data];
      expect(new Set(all.map((n) => n.id)).size).toBe(all.length);
      const times = all.map((n) => n.published_at);
      expect(times).toEqual([...times].sort((a, b) => b - a));
      expect((await up.call<NewsPage>(`/api/news?type=${type}&page=99`)).body.data.data).toEqual([]);
    }
  });

  it("refuses a bad kind or page", async () => {
    expect((await up.call("/api/news?type=other")).body.data).toEqual({ type: ["资讯分类不正确"] });
    expect((await up.call("/api/news")).status).toBe(422);
    expect((await up.call("/api/news?type=hy&page=0")).body.data).toEqual({ page: ["页码必须是正整数"] });
    expect((await up.call("/api/news?type=hy&page_size=51")).status).toBe(422);
  });

  it("a detail links its newer (上一篇) and older (下一篇) neighbour of the same kind", async () => {
    const list = (await up.call<NewsPage>("/api/news?type=company&page_size=50")).body.data.data;
    const newest = (await up.call<NewsDetail>(`/api/news/${list[0].id}`)).body.data;
    expect(newest.prev).toBeNull();
    expect(newest.next).toEqual({ id: list[1].id, type: "company", title: list[1].title });
    expect(newest.type_name).toBe("公司新闻");
    expect(newest.content).toContain("<p>");
    const middle = (await up.call<NewsDetail>(`/api/news/${list[1].id}`)).body.data;
    expect(middle.prev?.id).toBe(list[0].id);
    expect(middle.next?.id).toBe(list[2].id);
    const oldest = (await up.call<NewsDetail>(`/api/news/${list[list.length - 1].id}`)).body.data;
    expect(oldest.next).toBeNull();
    for (const path of ["/api/news/99999", "/api/news/abc"]) {
      expect((await up.call(path)).body).toEqual({ code: 404, msg: "资讯不存在", data: null });
    }
  });

  it("keeps the hostile reprint as stored: cleaning it is the storefront's job", async () => {
    const hostile = (await up.call<NewsDetail>(`/api/news/${HOSTILE_NEWS_ID}`)).body.data;
    expect(hostile.content).toContain("<script>");
    const clean = sanitizeHtml(hostile.content);
    expect(clean).not.toMatch(/<script|onerror|onload|onclick|javascript:|<iframe|<form|<svg/i);
    expect(clean).toContain("高热不退");
  });

  it("GET /api/focus/postList feeds the home news strip with the newest items", async () => {
    const items = (await up.call<PostListItem[]>("/api/focus/postList")).body.data;
    expect(items).toHaveLength(6);
    expect(items[0]).toEqual({
      id: expect.any(Number),
      image: "",
      url: `/news/info/${items[0].id}/${items[0].type}`,
      title: expect.any(String),
      type: expect.stringMatching(/^(hy|company)$/),
      published_at: expect.any(Number),
    });
    const times = items.map((n) => n.published_at);
    expect(times).toEqual([...times].sort((a, b) => b - a));
  });
});

describe("e-contract", () => {
  const orderParams = { ids: [] as number[], address_id: 6, invoice_type: 1, pay_type: 1 };

  it("demo's contract is signed, with its signer, dates and parties", async () => {
    const contract = (await up.call<Contract>("/api/contract", { token: tokens.demo })).body.data;
    expect(contract).toMatchObject({
      status: 1,
      required: 0,
      signer: "王建国",
      term_start: "2026-01-08",
      term_end: "2027-01-07",
      contract_no: "HT2026-000001",
      title: "药品年度采购合同",
    });
    expect(contract.party_a.company).toBe("仁和堂大药房有限公司");
    expect(contract.party_b).toMatchObject({ company: "广州药采通医药科技有限公司", licence: "粤AA0201234" });
    expect(contract.content).toContain("第一条 采购标的");
    expect((await up.call("/api/contract")).status).toBe(401);
  });

  it("clinic must sign before 提交订单: 459, then sign (validated, once), then the order goes through", async () => {
    const before = (await up.call<Contract>("/api/contract", { token: tokens.clinic })).body.data;
    expect(before).toMatchObject({ status: 0, required: 1, signer: "", signed_at: null, term_start: null });
    expect(before.party_a.company).toBe("成都锦江仁心社区诊所");

    const cart = await send<{ total: number }>("/api/cart", { token: tokens.clinic, params: { goods_id: 1, number: 10 } });
    expect(cart.status).toBe(200);
    const lines = await up.db.prepare("SELECT id FROM cart_lines WHERE user_id = 5").all<{ id: number }>();
    const params = { ...orderParams, ids: lines.results.map((l) => l.id) };
    const refused = await send("/api/order", { token: tokens.clinic, params, headers: { "Idempotency-Key": "clinic-contract-1" } });
    expect(refused.status).toBe(459);
    expect(refused.body).toEqual({ code: 459, msg: "您的年度采购合同尚未签署，请先签署电子合同后再提交订单", data: null });
    expect((await up.db.prepare("SELECT COUNT(*) AS n FROM orders WHERE user_id = 5").first<{ n: number }>())!.n).toBe(0);

    const noBox = await up.call("/api/contract/sign", { method: "POST", token: tokens.clinic, form: { signer: "赵敏" } });
    expect(noBox.status).toBe(422);
    expect(noBox.body).toEqual({ code: 422, msg: "请勾选我已阅读并同意", data: { agree: ["请勾选我已阅读并同意"] } });
    const noName = await up.call("/api/contract/sign", { method: "POST", token: tokens.clinic, form: { signer: " ", agree: "1" } });
    expect(noName.body.data).toEqual({ signer: ["请填写签署人"] });
    expect((await up.call<Contract>("/api/contract", { token: tokens.clinic })).body.data.status).toBe(0);

    const signed = await up.call<Contract>("/api/contract/sign", {
      method: "POST",
      token: tokens.clinic,
      form: { signer: "赵敏", agree: "1" },
    });
    expect(signed.status).toBe(200);
    expect(signed.body.msg).toBe("合同签署成功");
    expect(signed.body.data).toMatchObject({ status: 1, required: 0, signer: "赵敏", contract_no: "HT2026-000005" });
    expect(signed.body.data.term_start).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(Math.abs(signed.body.data.signed_at! - Date.now() / 1000)).toBeLessThan(10);

    const again = await up.call("/api/contract/sign", { method: "POST", token: tokens.clinic, form: { signer: "别人", agree: "1" } });
    expect(again.status).toBe(409);
    expect(again.body.msg).toBe("合同已签署，无需重复签署");
    expect((await up.call<Contract>("/api/contract", { token: tokens.clinic })).body.data.signer).toBe("赵敏");

    const ordered = await send("/api/order", { token: tokens.clinic, params, headers: { "Idempotency-Key": "clinic-contract-2" } });
    expect(ordered.status).toBe(201);
  });

  it("an account never asked to sign can order, and may sign once even when two signatures race", async () => {
    await up.db.prepare("DELETE FROM contracts WHERE user_id = 2").run();
    const open = (await up.call<Contract>("/api/contract", { token: tokens.vip })).body.data;
    expect(open).toMatchObject({ status: 0, required: 0, contract_no: expect.stringMatching(/^HT\d{4}-000002$/) });
    const order = await send("/api/order", {
      token: tokens.vip,
      params: { ids: [4], address_id: 4, invoice_type: 1, pay_type: 1 },
      headers: { "Idempotency-Key": "vip-without-contract" },
    });
    expect(order.status).toBe(201);
    const race = await Promise.all(
      ["陈思远", "陈医生"].map((signer) =>
        up.call("/api/contract/sign", { method: "POST", token: tokens.vip, form: { signer, agree: "1" } }),
      ),
    );
    expect(race.map((r) => r.status).sort()).toEqual([200, 409]);
    const rows = await up.db.prepare("SELECT id, signer FROM contracts WHERE user_id = 2").all<{ id: number; signer: string }>();
    expect(rows.results).toHaveLength(1);
    expect(rows.results[0].id).toBeGreaterThanOrEqual(1000);
    await up.seed();
  });
});

describe("chat", () => {
  it("vip reads the seeded thread with the dedicated manager", async () => {
    const thread = (await up.call<ChatThread>("/api/chat", { token: tokens.vip })).body.data;
    expect(thread.admin).toEqual({ name: "李娜", phone: "13900002222", is_default: 0 });
    expect(thread.service_hours).toBe("周一至周六 8:30—18:00");
    expect(thread.messages.slice(0, 5).map((m) => m.sender)).toEqual(["buyer", "admin", "buyer", "admin", "buyer"]);
    expect((await up.call("/api/chat")).status).toBe(401);
  });

  it("an account without chat is refused", async () => {
    const reply = await up.call("/api/chat", { token: tokens.demo });
    expect(reply.status).toBe(403);
    expect(reply.body.msg).toBe("您的账号未开通在线客服，请通过QQ或电话联系客户经理");
    expect((await up.call("/api/chat", { method: "POST", token: tokens.demo, form: { content: "你好" } })).status).toBe(403);
  });

  it("posting stores the message and, while no one has answered, a polite automatic reply once", async () => {
    const empty = await up.call("/api/chat", { method: "POST", token: tokens.vip, form: { content: "  " } });
    expect(empty.status).toBe(422);
    expect(empty.body.data).toEqual({ content: ["请输入消息内容"] });

    const first = await up.call<ChatThread>("/api/chat", { method: "POST", token: tokens.vip, form: { content: "板蓝根颗粒还有货吗？" } });
    expect(first.status).toBe(201);
    const tail = first.body.data.messages.slice(-2);
    expect(tail[0]).toMatchObject({ sender: "buyer", content: "板蓝根颗粒还有货吗？" });
    expect(tail[1].sender).toBe("auto");
    expect(tail[1].content).toContain("您的专属客服李娜");
    expect(tail.every((m) => m.id >= 1000)).toBe(true);

    const second = await up.call<ChatThread>("/api/chat", { method: "POST", token: tokens.vip, form: { content: "要30袋" } });
    expect(second.body.data.messages.at(-1)).toMatchObject({ sender: "buyer", content: "要30袋" });
    expect(second.body.data.messages.filter((m) => m.sender === "auto")).toHaveLength(1);
  });
});
