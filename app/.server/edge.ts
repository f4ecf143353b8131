// What the Worker may believe about a request's host and client address (issue 32). On Cloudflare's
// edge both come from the edge: a request reaches the Worker only through a route of its own host,
// and the edge sets `CF-Connecting-IP` itself. Under `wrangler dev` (npm start, which sets
// LOCAL_DEV=1) nothing stands in front: the Host and any CF-Connecting-IP are whatever the client
// sent (wrangler only fills CF-Connecting-IP in when it is absent), so neither is believed there:
// a foreign Host is answered 421, and every client counts as 127.0.0.1, the only address wrangler
// dev listens on. X-Forwarded-For is never read.
import type { Env } from "./env";
import { refusalPage } from "./security";

const LOCAL_HOSTS = ["localhost", "127.0.0.1", "[::1]"];

export function isLocalHost(url: URL) {
  return LOCAL_HOSTS.includes(url.hostname);
}

/** The Worker runs under wrangler dev (scripts/start.mjs sets LOCAL_DEV=1), not on the edge. */
export const isLocalDev = (env: Pick<Env, "LOCAL_DEV">) => env.LOCAL_DEV === "1";

/** The address wrangler dev serves (scripts/start.mjs: --ip 127.0.0.1). */
export const LOCAL_CLIENT = "127.0.0.1";

/** The buyer's address: the edge's CF-Connecting-IP; under wrangler dev always 127.0.0.1. */
export function clientIp(request: Request, env: Pick<Env, "LOCAL_DEV">): string {
  if (isLocalDev(env)) return LOCAL_CLIENT;
  return request.headers.get("CF-Connecting-IP") ?? "";
}

/** Under wrangler dev, a request for a host other than localhost: 421, or null. */
export function refuseForeignHost(request: Request, env: Pick<Env, "LOCAL_DEV">): Response | null {
  if (!isLocalDev(env) || isLocalHost(new URL(request.url))) return null;
  return refusalPage(421, "地址有误", "本站不提供该地址的服务。");
}
