// An activity rendered by its template (issue 12): every activity page (/hb, /welfare, /zhzq, /yjh,
// /Hdzx, /zqmb, /yyh, /yyh/list, /hdmb) draws the upstream's one activity model through this.
import { Link } from "@remix-run/react";
import type { Activity } from "~/lib/types";
import { ActivityRule, ActivityView, TEMPLATE_HEADINGS } from "./ActivityView";
import { BundleList, CashbackTiers } from "./PromoBlocks";

export function ActivityPage({ activity, level = 1, list = false }: { activity: Activity; level?: 1 | 2; list?: boolean }) {
  const heading = TEMPLATE_HEADINGS[activity.template];
  switch (activity.template) {
    case "hb":
      return (
        <ActivityView activity={activity} heading={heading} level={level}>
          <CashbackTiers tiers={activity.tiers} />
        </ActivityView>
      );
    case "zhzq":
      return (
        <ActivityView activity={activity} heading={heading} level={level}>
          <BundleList bundles={activity.bundles} />
        </ActivityView>
      );
    case "zqmb":
      return <ActivityView activity={activity} level={level} floorNav />;
    case "yyh":
      return (
        <ActivityView activity={activity} level={level} layout={list ? "table" : "grid"}>
          <p className="flex justify-end gap-3 text-sm">
            <span className="text-ink-mute">浏览方式</span>
            <Link to={`/yyh?id=${activity.id}`} aria-current={list ? undefined : "page"} className={list ? "link" : "font-bold"}>
              大图模式
            </Link>
            <Link to={`/yyh/list?id=${activity.id}`} aria-current={list ? "page" : undefined} className={list ? "font-bold" : "link"}>
              列表模式
            </Link>
          </p>
        </ActivityView>
      );
    case "hdmb":
      return <ActivityView activity={activity} level={level} aside={<ActivityRule rule={activity.rule} />} />;
    default:
      return <ActivityView activity={activity} heading={heading} level={level} />;
  }
}
