// ErrorBoundary body of the order pages: an unknown record (another buyer's too) is a clear
// "订单不存在" style page with the upstream's own message; anything else is the usual problem view.
import { isRouteErrorResponse, Link, useRouteError } from "@remix-run/react";
import { ProblemView } from "~/components/ProblemView";
import { isUpstreamProblem } from "~/lib/problem";

export function RecordProblem({ fallback }: { fallback: string }) {
  const error = useRouteError();
  if (!isRouteErrorResponse(error) || error.status !== 404) return <ProblemView error={error} />;
  const message = isUpstreamProblem(error.data) ? error.data.message : fallback;
  return (
    <section role="alert" className="problem">
      <h1 className="problem-title">{message || fallback}</h1>
      <p>请检查链接是否正确，或在我的订单中查找。</p>
      <p className="problem-actions">
        <Link to="/order" className="btn-primary">
          返回我的订单
        </Link>
        <Link to="/">返回首页</Link>
      </p>
    </section>
  );
}
