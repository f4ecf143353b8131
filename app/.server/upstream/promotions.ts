// Promotion calls (issue 12; docs/api/promotions.md): activities by id or template, the 活动中心's
// list, the activity tap, and the lottery. Activities carry per-buyer prices, so they are never
// cached; the running lottery's brief and ads are the same for everyone.
import type { Activity, ActivityBrief, Banner, DrawActivity, DrawJoin, DrawRecord, DrawWinner, Page } from "~/lib/types";
import type { Upstream } from "./client";

const SHARED_TTL = 60;

export type Template = "hb" | "welfare" | "zhzq" | "yjh" | "zqmb" | "yyh" | "hdmb";

export function getActivity(upstream: Upstream, id: number) {
  return upstream.get<Activity>(`/api/activity/${id}`);
}

export function getCurrentActivity(upstream: Upstream, template: Template) {
  return upstream.get<Activity>("/api/activity/current", { query: { template } });
}

export function listActivities(upstream: Upstream, ids: number[]) {
  return upstream.get<ActivityBrief[]>("/api/activity/list", { query: { ids: ids.join(",") }, cacheTtl: SHARED_TTL });
}

/** The running activities (lotteries aside), the 活动中心's default tabs. */
export function listRunningActivities(upstream: Upstream) {
  return upstream.get<ActivityBrief[]>("/api/activity/list", { cacheTtl: SHARED_TTL });
}

/** Records a tap (spec §7 "activity tap"); a mutation, never cancelled and never cached. */
export function recordTap(upstream: Upstream, tap: { url: string; source: string; ref_id?: number }) {
  return upstream.submit<{ url: string }>("POST", "/api/activity/tap", { body: tap });
}

/** Whether the buyer has joined the lottery `id` (default: the running one). */
export function getDrawJoin(upstream: Upstream, id?: number) {
  return upstream.get<DrawJoin>("/api/draw", {
    query: { id },
    // A guest's answer is the same for everyone.
    cacheTtl: upstream.isLoggedIn ? undefined : SHARED_TTL,
  });
}

export function getDrawActivity(upstream: Upstream, id: number) {
  return upstream.get<DrawActivity>(`/api/draw/${id}/activity`);
}

export function getDrawWinners(upstream: Upstream, id: number) {
  return upstream.get<DrawWinner[]>("/api/draw/new_record", { query: { id } });
}

export function getDrawRecords(upstream: Upstream, page = 1) {
  return upstream.get<Page<DrawRecord>>("/api/draw/record", { query: { page } });
}

export function getDrawAds(upstream: Upstream) {
  return upstream.get<Banner[]>("/api/draw/ads", { cacheTtl: SHARED_TTL });
}

/** 立即抽奖: the draw (POST /api/draw); a refusal (您已参与, 已结束) comes back as a value. */
export function draw(upstream: Upstream, id: number) {
  return upstream.submit<DrawRecord>("POST", "/api/draw", { body: { id } });
}
