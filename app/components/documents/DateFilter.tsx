// The filter of a dated document list: optionally a status, then the date range (DateRangeForm).
import { DateRangeForm } from "~/components/ui/DateRangeForm";
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
    <DateRangeForm action={action} label={label} start={query.start} end={query.end} filtered={filtered} clearHref={clearHref}>
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
    </DateRangeForm>
  );
}
