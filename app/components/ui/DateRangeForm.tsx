// The GET filter form of a dated list (orders, documents, the balance ledger): the list's own fields
// first, then 开始日期, 结束日期, 查询 and, once filtered, 清除条件. A plain form, so the filter works
// without JavaScript and the address can be bookmarked; the loader checks the range (lib/dates.ts
// readDayRange).
import { Form, Link } from "@remix-run/react";
import clsx from "clsx";
import type { ReactNode } from "react";

export interface DateRangeFormProps {
  /** The list's path; absent: the current one. */
  action?: string;
  /** The search landmark's name, e.g. 搜索订单. */
  label: string;
  start: string;
  end: string;
  /** Whether any condition is set: shows 清除条件. */
  filtered: boolean;
  clearHref: string;
  /** The list's own fields, before the dates. */
  children?: ReactNode;
  className?: string;
}

export function DateRangeForm({ action, label, start, end, filtered, clearHref, children, className = "card" }: DateRangeFormProps) {
  return (
    <Form method="get" action={action} role="search" aria-label={label} className={clsx("flex flex-wrap items-end gap-3", className)}>
      {children}
      <label className="form-field">
        <span>开始日期</span>
        <input type="date" name="start_time" defaultValue={start} />
      </label>
      <label className="form-field">
        <span>结束日期</span>
        <input type="date" name="end_time" defaultValue={end} />
      </label>
      <button type="submit" className="btn-primary h-10">
        查询
      </button>
      {filtered ? (
        <Link to={clearHref} className="link h-10 text-sm leading-10">
          清除条件
        </Link>
      ) : null}
    </Form>
  );
}
