// The embedded reference upstream: a Hono app on D1, mounted at /api/* by the Worker and called
// in-process by the storefront when UPSTREAM_URL is unset. Calls are documented in docs/upstream-api.md.
import { Hono } from "hono";
import { identify } from "./lib/auth";
import account from "./routes/account";
import accountCentre from "./routes/account-centre";
import address from "./routes/address";
import message from "./routes/message";
import { activity, home } from "./routes/activity";
import article from "./routes/article";
import brand from "./routes/brand";
import cart from "./routes/cart";
import common from "./routes/common";
import favorite from "./routes/favorite";
import focus from "./routes/focus";
import goods from "./routes/goods";
import global from "./routes/links";
import order from "./routes/order";
import pay from "./routes/pay";
import user from "./routes/user";
import userMoney from "./routes/user-money";
import testing from "./routes/testing";
import type { UpstreamEnv } from "./types";

const app = new Hono<UpstreamEnv>().basePath("/api");

app.use("*", async (c, next) => {
  const delay = Number(c.env.UPSTREAM_DELAY_MS ?? 0);
  if (delay > 0) await new Promise((resolve) => setTimeout(resolve, delay));
  await next();
});
app.use("*", identify);

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
// Accounts (issue 10): registration, codes, recovery, the account centre (docs/api/accounts.md).
app.route("/user", account);
app.route("/user", accountCentre);
app.route("/user", address);
app.route("/user", message);

// Test fixtures exist only where the e2e servers ask for them (never under `npm start`).
app.use("/__test/*", async (c, next) => {
  if (c.env.E2E_FIXTURES !== "1") return c.json({ code: 404, msg: "接口不存在", data: null }, 404);
  await next();
});
app.route("/__test", testing);

app.notFound((c) => c.json({ code: 404, msg: "接口不存在", data: null }, 404));
app.onError((error, c) => {
  console.error(error);
  return c.json({ code: 500, msg: "服务器错误", data: null }, 500);
});

export default app;
