// An empty list: what is missing, and where to go instead.
import { Link } from "@remix-run/react";

export function EmptyState({ text, to, action }: { text: string; to?: string; action?: string }) {
  return (
    <div role="status" className="card flex flex-col items-center gap-3 py-10 text-center">
      <p>{text}</p>
      {to && action ? (
        <Link to={to} className="btn-primary">
          {action}
        </Link>
      ) : null}
    </div>
  );
}
