// 幸运抽奖 (lottery page): the running lottery (or :id), its prizes, rule and latest winners, the
// 立即抽奖 form (works without JavaScript: it posts and the page shows the result), 您已参与 once
// drawn, and the buyer's draws. Its action also serves the pop-up's draw (a fetcher, field via).
import { data, redirect, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/cloudflare";
import { Form, Link, useActionData, useLoaderData, useLocation, useNavigation } from "@remix-run/react";
import { activityId, NO_ACTIVITY } from "~/.server/activities";
import { requireBuyer } from "~/.server/auth";
import { failed } from "~/.server/forms";
import { redirectWithToast } from "~/.server/toast";
import { settle } from "~/.server/upstream/problem";
import { draw, getDrawActivity, getDrawJoin, getDrawRecords, getDrawWinners } from "~/.server/upstream/promotions";
import { DataTable, FormError, Notice, type Column } from "~/components/ui";
import { ReviewNotice } from "~/components/account/ReviewNotice";
import { ActivityRule } from "~/components/promo/ActivityView";
import { formatDateTime } from "~/lib/dates";
import { parseForm } from "~/lib/forms";
import { drawSchema } from "~/lib/forms/promotions";
import { DRAW_JOINED, drawResultText } from "~/lib/promotions";
import { loginPath } from "~/lib/safe-redirect";
import { pageTitle, type RouteHandle } from "~/lib/shell";
import type { DrawRecord, DrawResult } from "~/lib/types";

export const handle: RouteHandle = { title: "幸运抽奖" };
export const meta: MetaFunction<typeof loader> = ({ data }) => [{ title: pageTitle(data?.activity.title ?? "幸运抽奖") }];

export async function loader({ params, context }: LoaderFunctionArgs) {
  const id = activityId(params.id);
  if (id === undefined) throw redirect(NO_ACTIVITY);
  const join = await settle(getDrawJoin(context.upstream, id ?? undefined));
  if (!join.value) {
    if (join.problem?.kind === "alert") throw redirect(NO_ACTIVITY);
    throw data(join.problem, { status: 502 });
  }
  const [activity, winners, records] = await Promise.all([
    getDrawActivity(context.upstream, join.value.id),
    settle(getDrawWinners(context.upstream, join.value.id)),
    context.upstream.isLoggedIn ? settle(getDrawRecords(context.upstream)) : Promise.resolve({ value: null }),
  ]);
  return {
    join: join.value,
    activity,
    winners: winners.value ?? [],
    records: records.value?.data ?? null,
    loggedIn: context.upstream.isLoggedIn,
  };
}

export async function action({ request, context }: ActionFunctionArgs) {
  requireBuyer(context, request);
  const posted = await request.formData();
  const form = parseForm(drawSchema, posted);
  // The pop-up draws through a fetcher (field via=fetcher) and wants data, not a redirect.
  const viaFetcher = posted.get("via") === "fetcher";
  if (!form.ok) return viaFetcher ? data<DrawResult>({ ok: false, message: form.error.message }, { status: 422 }) : failed(form);
  const result = await draw(context.upstream, form.data.id);
  if (!result.ok)
    return viaFetcher
      ? data<DrawResult>({ ok: false, message: result.message }, { status: 409 })
      : failed({ field: "form", message: result.message });
  const text = drawResultText(result.data);
  if (viaFetcher) return data<DrawResult>({ ok: true, record: result.data, text });
  return redirectWithToast(context, `/draw/${form.data.id}`, text);
}

const RECORD_COLUMNS: Column<DrawRecord>[] = [
  { label: "抽奖时间", cell: (r) => formatDateTime(r.created_at), rowHeader: true },
  { label: "活动", cell: (r) => r.activity_title },
  { label: "奖品", cell: (r) => r.name },
  { label: "说明", cell: (r) => r.remarks || "—" },
];

export default function LotteryPage() {
  const { join, activity, winners, records, loggedIn } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const error = actionData && "error" in actionData ? actionData.error : null;
  const busy = useNavigation().state === "submitting";
  const location = useLocation();
  const running = activity.status === 1;
  return (
    <article aria-labelledby="draw-heading" className="flex flex-col gap-4">
      <header className="card flex flex-col gap-3 overflow-hidden p-0">
        {activity.banner ? (
          <img src={activity.banner} alt={activity.title} width={1200} height={300} className="aspect-[4/1] w-full object-cover" />
        ) : null}
        <div className="flex flex-col gap-1 px-4 pb-4">
          <h1 id="draw-heading" className="text-xl font-bold text-price">
            {activity.title}
          </h1>
          {activity.intro ? <p className="text-ink-soft">{activity.intro}</p> : null}
          <p className="text-sm text-ink-mute">
            活动时间 {formatDateTime(activity.start_time)} 至 {formatDateTime(activity.end_time)}
          </p>
        </div>
      </header>

      <section aria-labelledby="draw-now" className="card flex flex-col items-center gap-3 py-6 text-center">
        <h2 id="draw-now" className="text-lg font-bold">
          {join.is_join ? DRAW_JOINED : "立即参与抽奖"}
        </h2>
        {join.is_join && join.record ? (
          <p role="status" className="text-lg text-price">
            {drawResultText(join.record)}
          </p>
        ) : !loggedIn ? (
          <Link to={loginPath(location.pathname)} className="btn-danger">
            登录后抽奖
          </Link>
        ) : !running ? (
          <Notice tone="info">{activity.status === 0 ? "抽奖活动未开始" : "抽奖活动已结束"}</Notice>
        ) : (
          <Form method="post" className="flex flex-col items-center gap-2">
            <ReviewNotice what="参与抽奖" />
            <FormError form="draw" error={error} />
            <input type="hidden" name="id" value={join.id} />
            <button type="submit" name="intent" value="draw" className="btn-danger h-12 px-10 text-lg" disabled={busy}>
              {busy ? "正在抽奖…" : "立即抽奖"}
            </button>
            <p className="text-xs text-ink-mute">每位采购商限抽1次，结果当场揭晓</p>
          </Form>
        )}
      </section>

      <section aria-labelledby="prizes-heading" className="card">
        <h2 id="prizes-heading" className="section-title">
          奖品
        </h2>
        <ul className="grid grid-cols-2 gap-3 md:grid-cols-4">
          {activity.prizes.map((prize) => (
            <li key={prize.id} className="flex flex-col gap-1 rounded border border-price/20 bg-price-light p-3">
              <span className="font-bold text-price">{prize.name}</span>
              {prize.remarks ? <span className="text-xs text-ink-soft">{prize.remarks}</span> : null}
            </li>
          ))}
        </ul>
      </section>

      <div className="grid gap-4 lg:grid-cols-2">
        <ActivityRule rule={activity.rule} />
        <section aria-labelledby="winners-heading" className="card">
          <h2 id="winners-heading" className="section-title">
            最新中奖
          </h2>
          {winners.length === 0 ? (
            <p className="text-sm text-ink-mute">暂无中奖记录</p>
          ) : (
            <ul className="flex flex-col gap-1 text-sm">
              {winners.map((w) => (
                <li key={w.id} className="flex justify-between gap-2">
                  <span>{w.company}</span>
                  <span className="text-price">{w.name}</span>
                  <span className="text-ink-mute">{formatDateTime(w.created_at)}</span>
                </li>
              ))}
            </ul>
          )}
        </section>
      </div>

      {records ? (
        <section aria-labelledby="records-heading" className="card">
          <h2 id="records-heading" className="section-title">
            我的抽奖记录
          </h2>
          {records.length === 0 ? (
            <p className="text-sm text-ink-mute">暂无抽奖记录</p>
          ) : (
            <DataTable caption="我的抽奖记录" columns={RECORD_COLUMNS} rows={records} rowKey={(r) => r.id} />
          )}
        </section>
      ) : null}
    </article>
  );
}
