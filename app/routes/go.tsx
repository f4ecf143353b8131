// 活动跳转 (activity tap): every banner, nav item and ad of the upstream links here; the tap is
// recorded (POST /api/activity/tap), then the browser goes on to the link, or, for an empty link,
// this page says 活动暂未开始 (a `#text` link: that text; a bare `#`: 活动未开始) — without JavaScript too.
import { redirect, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/cloudflare";
import { Link, useLoaderData } from "@remix-run/react";
import { recordTap } from "~/.server/upstream/promotions";
import { Notice } from "~/components/ui";
import { parseForm } from "~/lib/forms";
import { tapSchema } from "~/lib/forms/promotions";
import { ALERT_TITLE } from "~/lib/problem";
import { linkTarget } from "~/lib/promotions";
import { safeRedirect } from "~/lib/safe-redirect";
import { pageTitle, type RouteHandle } from "~/lib/shell";

export const handle: RouteHandle = { title: ALERT_TITLE };
export const meta: MetaFunction = () => [{ title: pageTitle(ALERT_TITLE) }, { name: "robots", content: "noindex" }];

export async function loader({ request, context }: LoaderFunctionArgs) {
  const query = new URL(request.url).searchParams;
  const to = query.get("to") ?? "";
  const parsed = parseForm(tapSchema, { url: to, source: query.get("from") ?? "", ref_id: query.get("id") ?? "" });
  const tap = parsed.ok ? parsed.data : { url: to.slice(0, 500), source: "link" as const, ref_id: undefined };
  // The tap is worth recording, never worth failing the buyer's click for.
  await recordTap(context.upstream, tap).catch(() => null);
  const target = linkTarget(to);
  if (target.kind === "notice") return { text: target.text };
  const path = safeRedirect(target.href, "");
  if (!path) return { text: "链接无效" };
  throw redirect(path, 302);
}

export default function TapNotice() {
  const { text } = useLoaderData<typeof loader>();
  return (
    <section aria-labelledby="tap-heading" className="problem">
      <h1 id="tap-heading" className="problem-title">
        {ALERT_TITLE}
      </h1>
      <Notice tone="info" role="status">
        {text}
      </Notice>
      <p className="problem-actions">
        <Link to="/" className="btn-primary">
          返回首页
        </Link>
        <Link to="/Hdzx">活动中心</Link>
      </p>
    </section>
  );
}
