// Shell data (common, help, banners), unknown paths and the latency knob against a real local D1.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Banner, CommonData, HelpArticle, HelpGroup } from "../../../app/lib/types";
import { startUpstream, type Upstream } from "./harness";

let up: Upstream;
beforeAll(async () => {
  up = await startUpstream();
});
afterAll(async () => {
  await up?.stop();
});

describe("GET /api/common", () => {
  it("answers hot words, nav, four category trees with children, brands and the time", async () => {
    const reply = await up.call<CommonData>("/api/common");
    expect(reply.status).toBe(200);
    const data = reply.body.data;
    expect(Object.keys(data).sort()).toEqual([
      "brand",
      "category",
      "category_qx",
      "category_yx",
      "category_zy",
      "nav",
      "rnss",
      "timestamp",
    ]);
    expect(data.rnss.map((w) => w.name)).toEqual(expect.arrayContaining(["阿莫西林", "布洛芬", "连花清瘟", "板蓝根", "口罩"]));
    expect(data.rnss[0]).toEqual({ id: expect.any(Number), name: expect.any(String) });

    expect(data.nav.length).toBeGreaterThanOrEqual(9);
    expect(data.nav[0]).toMatchObject({ id: 1, name: "首页", url: "/", image: "", is_open: 0 });
    // Promotions (issue 12) under 首页, one of them with an empty link (活动暂未开始).
    expect(data.nav[0].children.map((c) => c.url)).toEqual(["/Hdzx", "/hb", "/welfare", "/zhzq", "/draw", ""]);
    const brandZone = data.nav.find((n) => n.url === "/ppzq");
    expect(brandZone?.children[0]).toEqual({ id: expect.any(Number), name: expect.any(String), url: expect.stringMatching(/^\//) });

    expect(data.category.length).toBeGreaterThanOrEqual(9);
    for (const top of data.category) {
      expect(top.children.length).toBeGreaterThanOrEqual(3);
      expect(top.children.length).toBeLessThanOrEqual(6);
    }
    expect(data.category[0]).toMatchObject({ name: "抗感染药", logo: "", logo1: "" });
    expect(data.category[0].children[0]).toEqual({ id: expect.any(Number), name: "青霉素类" });
    for (const tree of [data.category_yx, data.category_zy, data.category_qx]) {
      expect(tree.length).toBeGreaterThan(0);
      expect(tree.every((top) => top.children.length > 0)).toBe(true);
    }
    expect(data.category_qx.map((c) => c.name)).toContain("防护用品");
    expect(data.category_zy.map((c) => c.name)).toContain("中药饮片");

    expect(data.brand.length).toBeGreaterThanOrEqual(8);
    expect(data.brand.map((b) => b.name)).toEqual(expect.arrayContaining(["白云山", "同仁堂", "以岭", "华润三九"]));
    expect(data.brand[0]).toEqual({ id: expect.any(Number), name: expect.any(String), logo: expect.any(String) });

    const now = Math.floor(Date.now() / 1000);
    expect(Math.abs(data.timestamp - now)).toBeLessThanOrEqual(5);
  });
});

describe("help articles", () => {
  it("GET /api/article/category?category_id=3 answers the help groups in order", async () => {
    const reply = await up.call<HelpGroup[]>("/api/article/category?category_id=3");
    expect(reply.status).toBe(200);
    const groups = reply.body.data;
    expect(groups.length).toBeGreaterThanOrEqual(5);
    expect(groups.slice(0, 4).map((g) => g.name)).toEqual(["新手指南", "服务保障", "关于我们", "支付配送"]);
    expect(groups[0].children[0]).toEqual({ id: 1, name: "会员注册", url: "/help/xrzn/hyzc" });
    const urls = groups.flatMap((g) => g.children.map((a) => a.url));
    expect(urls).toEqual(expect.arrayContaining(["/help/fwbz/wzzz", "/help/us/link", "/help/zfps/ypth"]));
  });

  it("another category is an empty list; a missing one a 422", async () => {
    expect((await up.call("/api/article/category?category_id=99")).body.data).toEqual([]);
    const missing = await up.call("/api/article/category");
    expect(missing.status).toBe(422);
    expect(missing.body.data).toEqual({ category_id: ["请选择文章分类"] });
  });

  it("GET /api/article/:id answers one article with its group", async () => {
    const reply = await up.call<HelpArticle>("/api/article/10");
    expect(reply.status).toBe(200);
    expect(reply.body.data).toEqual({
      id: 10,
      name: "货物配送",
      title: "货物配送说明",
      url: "/help/zfps/hwps",
      content: expect.stringContaining("包邮"),
      created_at: expect.any(Number),
      group: { id: 4, name: "支付配送" },
    });
  });

  it("an unknown article is 404", async () => {
    for (const path of ["/api/article/9999", "/api/article/abc"]) {
      const reply = await up.call(path);
      expect(reply.status).toBe(404);
      expect(reply.body).toEqual({ code: 404, msg: "文章不存在", data: null });
    }
  });
});

describe("banners", () => {
  const banner = (image: string) => ({ id: expect.any(Number), image, url: expect.any(String), title: expect.any(String) });

  it("top, login and the home carousel", async () => {
    expect((await up.call<Banner[]>("/api/focus/top")).body.data).toEqual([banner("/images/banner/top.svg")]);
    expect((await up.call<Banner[]>("/api/focus/login")).body.data).toEqual([banner("/images/banner/login.svg")]);
    expect((await up.call<Banner[]>("/api/focus")).body.data).toEqual([
      banner("/images/banner/home-1.svg"),
      banner("/images/banner/home-2.svg"),
      banner("/images/banner/home-3.svg"),
      // Promotions (issue 12): 满额返现, 组合购, and one with an empty link (活动暂未开始).
      banner("/images/banner/home-4.svg"),
      banner("/images/banner/home-5.svg"),
      banner("/images/banner/home-6.svg"),
    ]);
  });

  it("banner 121 through /api/focus/demo", async () => {
    const reply = await up.call<{ banner: Banner[] }>("/api/focus/demo?banner_id=121");
    expect(reply.body.data).toEqual({ banner: [banner("/images/banner/bottom-121.svg")] });
    expect((await up.call("/api/focus/demo?banner_id=7")).body.data).toEqual({ banner: [] });
    expect((await up.call("/api/focus/demo")).status).toBe(422);
  });

  it("an unknown position is 404 (postList, the news strip: content.test.ts)", async () => {
    expect((await up.call("/api/focus/nonsense")).status).toBe(404);
  });
});

describe("the envelope around everything", () => {
  it("an unknown path is a 404 envelope", async () => {
    const reply = await up.call("/api/no/such/call");
    expect(reply.status).toBe(404);
    expect(reply.body).toEqual({ code: 404, msg: "接口不存在", data: null });
  });

  it("UPSTREAM_DELAY_MS adds latency to every call", async () => {
    const fast = await up.call("/api/focus/top");
    const slow = await up.call("/api/focus/top", { env: { UPSTREAM_DELAY_MS: "300" } });
    expect(slow.status).toBe(200);
    expect(slow.ms).toBeGreaterThanOrEqual(295);
    expect(slow.ms - fast.ms).toBeGreaterThanOrEqual(250);
  });
});
