// One activity drawn by its template (issue 12): banner, heading, period, rule text and goods floors;
// the templates (hb, welfare, zhzq, yjh, zqmb, yyh, hdmb) differ in what they add and how the floors
// are laid out, not in where their data comes from.
import { Link } from "@remix-run/react";
import clsx from "clsx";
import type { ReactNode } from "react";
import { GoodsCard } from "~/components/goods/GoodsCard";
import { GoodsTable } from "~/components/goods/GoodsTable";
import { Notice, Time } from "~/components/ui";
import { discountLabel } from "~/lib/promotions";
import type { Activity, ActivityFloor, ActivityGoods } from "~/lib/types";

export type FloorLayout = "grid" | "table";

export function ActivityView({
  activity,
  heading,
  layout = "grid",
  floorNav = false,
  aside,
  level = 1,
  children,
}: {
  activity: Activity;
  /** 2 inside a page with its own h1 (活动中心). */
  level?: 1 | 2;
  /** The page's heading (满额返现, 全场94折 …); the activity's title by default. */
  heading?: string;
  layout?: FloorLayout;
  /** A row of links to the floors (专区模板). */
  floorNav?: boolean;
  /** Shown beside the floors on wide screens (活动模板: the rule). */
  aside?: ReactNode;
  /** What the template adds between the header and the floors (tiers, bundles …). */
  children?: ReactNode;
}) {
  const floors = (
    <div className="flex min-w-0 flex-1 flex-col gap-4">
      {activity.floors.map((floor) => (
        <Floor key={floor.id} floor={floor} layout={layout} discount={activity.kind === "discount" ? discountLabel(activity.rate) : null} />
      ))}
    </div>
  );
  return (
    <article aria-labelledby="activity-heading" className="flex flex-col gap-4">
      <ActivityHeader activity={activity} heading={heading} level={level} />
      {floorNav && activity.floors.length > 1 ? (
        <nav aria-label="活动楼层" className="card flex flex-wrap gap-2 py-2">
          {activity.floors.map((floor) => (
            <a key={floor.id} href={`#floor-${floor.id}`} className="btn-plain btn-sm">
              {floor.name}
            </a>
          ))}
        </nav>
      ) : null}
      {children}
      {aside ? (
        <div className="flex flex-col gap-4 lg:flex-row-reverse lg:items-start">
          <aside className="lg:w-72 lg:shrink-0">{aside}</aside>
          {floors}
        </div>
      ) : (
        <>
          {floors}
          <ActivityRule rule={activity.rule} />
        </>
      )}
    </article>
  );
}

export function ActivityHeader({ activity, heading, level = 1 }: { activity: Activity; heading?: string; level?: 1 | 2 }) {
  const Heading = level === 1 ? "h1" : "h2";
  return (
    <header
      className="card flex flex-col gap-3 p-0 overflow-hidden"
      style={activity.color ? { borderTop: `4px solid ${activity.color}` } : undefined}
    >
      {activity.banner ? (
        <img src={activity.banner} alt={activity.title} width={1200} height={300} className="aspect-[4/1] w-full object-cover" />
      ) : null}
      <div className="flex flex-col gap-1 px-4 pb-4">
        <Heading id="activity-heading" className="text-xl font-bold" style={activity.color ? { color: activity.color } : undefined}>
          {heading ?? activity.title}
        </Heading>
        {heading && heading !== activity.title ? <p className="font-bold">{activity.title}</p> : null}
        {activity.intro ? <p className="text-ink-soft">{activity.intro}</p> : null}
        <p className="text-sm text-ink-mute">
          活动时间 <Time at={activity.start_time} /> 至 <Time at={activity.end_time} />
        </p>
        {activity.status === 0 ? <Notice tone="info">活动暂未开始，开始后即可按活动规则购买。</Notice> : null}
      </div>
    </header>
  );
}

export function ActivityRule({ rule, className }: { rule: string; className?: string }) {
  if (!rule.trim()) return null;
  return (
    <section aria-labelledby="activity-rule" className={clsx("card flex flex-col gap-2", className)}>
      <h2 id="activity-rule" className="section-title mb-1">
        活动规则
      </h2>
      {rule.split(/\n\s*\n/).map((paragraph, i) => (
        <p key={i} className="whitespace-pre-line text-sm leading-relaxed text-ink-soft">
          {paragraph}
        </p>
      ))}
    </section>
  );
}

function Floor({ floor, layout, discount }: { floor: ActivityFloor; layout: FloorLayout; discount: string | null }) {
  const id = `floor-${floor.id}`;
  return (
    <section aria-labelledby={`${id}-heading`} id={id} className="card scroll-mt-24">
      <h2 id={`${id}-heading`} className="section-title">
        {floor.name}
      </h2>
      {layout === "table" ? (
        <GoodsTable goods={floor.goods} label={floor.name} />
      ) : (
        <ul aria-label={floor.name} className="grid grid-cols-2 gap-3 md:grid-cols-3 lg:grid-cols-4 xl:grid-cols-5">
          {floor.goods.map((g) => (
            <li key={g.id}>
              <GoodsCard
                goods={g}
                quick={false}
                price={discount ? activityPrice(g) : undefined}
                extra={
                  discount && activityPrice(g) ? (
                    <p className="text-xs text-price">
                      {discount}价，原价 ¥{g.base_price}
                    </p>
                  ) : null
                }
              />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

const activityPrice = (g: ActivityGoods) => (g.price_hint ? undefined : g.activity_price || undefined);

/** The activity centre's tabs: one link per activity, the current one marked. */
export function ActivityTabs({
  tabs,
  current,
  hrefOf,
}: {
  tabs: { id: number; title: string }[];
  current: number;
  hrefOf: (id: number) => string;
}) {
  return (
    <nav aria-label="活动列表">
      <ul className="flex flex-wrap gap-2 border-b border-gray-200" role="list">
        {tabs.map((tab) => (
          <li key={tab.id}>
            <Link
              to={hrefOf(tab.id)}
              aria-current={tab.id === current ? "page" : undefined}
              className={clsx(
                "-mb-px block rounded-t border px-4 py-2 text-sm",
                tab.id === current
                  ? "border-gray-200 border-b-white bg-white font-bold text-brand"
                  : "border-transparent text-ink-soft hover:text-brand",
              )}
            >
              {tab.title}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/** The page heading of the promotion templates (CONTRACT.md: 满额返现, 全场94折, 组合购). */
export const TEMPLATE_HEADINGS: Record<string, string> = { hb: "满额返现", welfare: "全场94折", zhzq: "组合购" };
