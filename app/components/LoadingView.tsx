// The loading pages: where the old site parked the buyer while it fetched an activity.
// Server-rendered there is nothing to wait for, so they say so and offer the way on.
import { Link } from "@remix-run/react";

export function LoadingView({ what }: { what: string }) {
  return (
    <section className="problem" aria-live="polite">
      <h1 className="problem-title">{what}加载中…</h1>
      <p>如果页面长时间没有变化，请刷新或返回首页。</p>
      <p className="problem-actions">
        <a href="/" className="btn-primary">
          返回首页
        </a>
        <Link to="/noActivity">查看活动状态</Link>
      </p>
    </section>
  );
}
