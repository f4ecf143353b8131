// The embedded reference upstream: a Hono app on D1, mounted at /api/* by the Worker and called
// in-process by the storefront when UPSTREAM_URL is unset. Calls are documented in docs/upstream-api.md.
import { Hono } from "hono";
import { identify } from "./lib/auth";
import { expireLazily, expiryDone } from "./lib/order-expiry";
import { UnreadableBody } from "./lib/request";
import account from "./routes/account";
import accountCentre from "./routes/account-centre";
import address from "./routes/address";
import message from "./routes/message";
import { activity, home } from "./routes/activity";
import article from "./routes/article";
import brand from "./routes/brand";
import cart from "./routes/cart";
import chat from "./routes/chat";
import common from "./routes/common";
import contract from "./routes/contract";
import favorite from "./routes/favorite";
import focus from "./routes/focus";
import goods from "./routes/goods";
import global from "./routes/links";
import news from "./routes/news";
import order from "./routes/order";
import pay from "./routes/pay";
import site from "./routes/site";
import user from "./routes/user";
import userMoney from "./routes/user-money";
import points from "./routes/points";
import wallet from "./routes/wallet";
import company from "./routes/company";
import documents from "./routes/documents";
import firstTrade from "./routes/first-trade";
import { quickCart, quickGoods } from "./routes/quick-buy";
import selfService from "./routes/self-service";
import draw from "./routes/draw";
import promotions from "./routes/promotions";
import type { UpstreamEnv } from "./types";

const app = new Hono<UpstreamEnv>().basePath("/api");

app.use("*", async (c, next) => {
  const delay = Number(c.env.UPSTREAM_DELAY_MS ?? 0);
  if (delay > 0) await new Promise((resolve) => setTimeout(resolve, delay));
  await next();
});
// Unpaid orders past their deadline are cancelled when orders or goods are read, so nothing waits for
// the Cron Trigger (upstream/lib/order-expiry.ts): the buyer's own on order and pay calls, the
// earliest due of anyone's where goods and stock are shown. The expiry starts before the token
// lookup and runs beside it; the route waits for both.
for (const path of ["/order", "/order/*", "/pay/*"]) app.use(path, expireLazily("buyer"));
for (const path of ["/goods/detail/*", "/goods/list", "/cart/list", "/cart/checkout", "/cart"]) app.use(path, expireLazily("due"));
app.use("*", identify);
app.use("*", expiryDone);

app.get("/ping", (c) => c.json({ code: 10000, msg: "success", data: { pong: true } }));
app.route("/user", user);
app.route("/common", common);
app.route("/article", article);
app.route("/focus", focus);
app.route("/cart", cart);
// Catalogue (issue 3).
app.route("/goods", goods);
app.route("/favorite", favorite);
app.route("/brand", brand);
app.route("/activity", activity);
app.route("/global", global);
app.route("/", home);
app.route("/order", order);
app.route("/pay", pay);
app.route("/user", userMoney);
// Promotions (issue 12): activities and the activity tap beside the daily specials, and the lottery.
app.route("/activity", promotions);
app.route("/draw", draw);
// Content and service (issue 15): site configuration, news, e-contract, chat.
app.route("/common/config", site);
app.route("/news", news);
app.route("/contract", contract);
app.route("/chat", chat);
// Money and loyalty (issue 11): coupons, the coupon centre, points, the points mall.
app.route("/user", wallet);
app.route("/points", points);
// Documents and self-service (issue 13, docs/api/documents.md).
app.route("/user", documents);
app.route("/user", firstTrade);
app.route("/user", selfService);
app.route("/goods", quickGoods);
app.route("/cart", quickCart);
app.route("/company", company);
// Accounts (issue 10): registration, codes, recovery, the account centre (docs/api/accounts.md).
app.route("/user", account);
app.route("/user", accountCentre);
app.route("/user", address);
app.route("/user", message);

// Test fixtures (ADR 021) are in the bundle only when the build asks for them: the e2e servers
// start wrangler with `--define __E2E_FIXTURES__:true` (scripts/start.mjs); wrangler.toml defines it
// false, and esbuild leaves the dead branch and its import out. Even then they answer only where
// E2E_FIXTURES=1, never under `npm start`.
if (__E2E_FIXTURES__) {
  app.all("/__test/*", async (c) => {
    if (c.env.E2E_FIXTURES !== "1") return c.json({ code: 404, msg: "接口不存在", data: null }, 404);
    const { default: testing } = await import("./routes/testing");
    const url = new URL(c.req.url);
    url.pathname = url.pathname.replace(/^\/api\/__test/, "");
    return testing.fetch(new Request(url, c.req.raw), c.env);
  });
}

app.notFound((c) => c.json({ code: 404, msg: "接口不存在", data: null }, 404));
app.onError((error, c) => {
  if (error instanceof UnreadableBody) return c.json({ code: 400, msg: "请求内容无法读取", data: null }, 400);
  console.error(error);
  return c.json({ code: 500, msg: "服务器错误", data: null }, 500);
});

export default app;
