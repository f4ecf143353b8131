// The GET form of a dated document list: 开始日期, 结束日期, optionally a status, 查询; a plain form,
// so the filter works without JavaScript and the address can be bookmarked.
import { Form, Link } from "@remix-run/react";
import type { DocQuery } from "~/lib/documents";

export function DateFilter({
  action,
  label,
  query,
  statuses,
  clearHref,
}: {
  action: string;
  label: string;
  query: DocQuery;
  /** [value, label] pairs of a status select, if the list has one. */
  statuses?: [number, string][];
  clearHref: string;
}) {
  const filtered = Boolean(query.start || query.end || query.status !== null);
  return (
    <Form method="get" action={action} role="search" aria-label={label} className="card flex flex-wrap items-end gap-3">
      {statuses ? (
        <label className="form-field">
          <span>状态</span>
          <select name="status" defaultValue={query.status ?? ""} className="h-10 rounded border border-gray-300 bg-white px-3">
            <option value="">全部</option>
            {statuses.map(([value, text]) => (
              <option key={value} value={value}>
                {text}
              </option>
            ))}
          </select>
        </label>
      ) : null}
      <label className="form-field">
        <span>开始日期</span>
        <input type="date" name="start_time" defaultValue={query.start} />
      </label>
      <label className="form-field">
        <span>结束日期</span>
        <input type="date" name="end_time" defaultValue={query.end} />
      </label>
      <button type="submit" className="btn-primary h-10">
        查询
      </button>
      {filtered ? (
        <Link to={clearHref} className="link text-sm">
          清除条件
        </Link>
      ) : null}
    </Form>
  );
}
