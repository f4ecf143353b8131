// The client address a request counts against (login throttling per IP). In-process calls from the
// storefront pass the buyer's address in the env (`CLIENT_IP`), which no outside request can set;
// a request from outside is known by `CF-Connecting-IP`, which Cloudflare's edge sets (and wrangler
// dev sets locally when absent). A header like X-Forwarded-For is never trusted here.
import type { Context } from "hono";
import type { UpstreamEnv } from "../types";

/** IPv6 addresses count by their /64 (one subscriber's block), IPv4 as they are; null when unknown. */
export function ipBucket(raw: string | null | undefined): string | null {
  const ip = (raw ?? "").trim().toLowerCase();
  if (!ip || ip.length > 64) return null;
  if (/^\d{1,3}(\.\d{1,3}){3}$/.test(ip)) return ip;
  const mapped = /^::ffff:(\d{1,3}(\.\d{1,3}){3})$/.exec(ip);
  if (mapped) return mapped[1]!;
  if (!/^[0-9a-f:.]+$/.test(ip) || !ip.includes(":")) return null;
  const [head, tail, extra] = ip.split("::");
  if (extra !== undefined) return null;
  const left = head ? head.split(":") : [];
  const right = tail ? tail.split(":") : [];
  const missing = tail === undefined ? 0 : 8 - left.length - right.length;
  const groups = [...left, ...Array(Math.max(0, missing)).fill("0"), ...right];
  if (groups.length < 4) return null;
  return `${groups
    .slice(0, 4)
    .map((g) => g.replace(/^0+(?=.)/, ""))
    .join(":")}::/64`;
}

export function clientIpOf(c: Context<UpstreamEnv>): string | null {
  const embedded = c.env.CLIENT_IP;
  return ipBucket(embedded !== undefined ? embedded : c.req.header("CF-Connecting-IP"));
}
