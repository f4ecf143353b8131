// What a page shows in place of its content when it failed: not found, an upstream problem
// (busy, timeout, 温馨提示 alert) or anything unexpected — always inside the shell.
import { isRouteErrorResponse, Link, useLocation } from "@remix-run/react";
import { ALERT_TITLE, BUSY_MESSAGE, isUpstreamProblem } from "~/lib/problem";

export function ProblemView({ error }: { error: unknown }) {
  const location = useLocation();
  const here = location.pathname + location.search;
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFound />;
  const problem = isRouteErrorResponse(error) && isUpstreamProblem(error.data) ? error.data : null;
  if (problem?.kind === "alert") {
    return (
      <section role="alert" className="problem">
        <h1 className="problem-title">{ALERT_TITLE}</h1>
        <p>{problem.message}</p>
        <p className="problem-actions">
          <Link to="/">返回首页</Link>
        </p>
      </section>
    );
  }
  return (
    <section role="alert" className="problem">
      <h1 className="problem-title">{problem?.message ?? BUSY_MESSAGE}</h1>
      <p className="problem-actions">
        {/* A plain link: it reloads the page with or without JavaScript. */}
        <a href={here} className="btn-primary">
          刷新
        </a>
        <Link to="/">返回首页</Link>
      </p>
    </section>
  );
}

export function NotFound() {
  return (
    <section className="problem">
      <h1 className="problem-title">页面不存在</h1>
      <p>您访问的页面不存在或已被移除。</p>
      <p className="problem-actions">
        <Link to="/" className="btn-primary">
          返回首页
        </Link>
        <Link to="/list">浏览商品</Link>
      </p>
    </section>
  );
}
