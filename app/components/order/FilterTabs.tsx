// A row of filter links (order status, receipt status, bill kind); the current one is marked.
import { Link } from "@remix-run/react";
import clsx from "clsx";

export function FilterTabs({ label, tabs }: { label: string; tabs: { href: string; label: string; count?: number; current: boolean }[] }) {
  return (
    <nav aria-label={label} className="flex flex-wrap gap-1 border-b border-gray-200">
      {tabs.map((tab) => (
        <Link
          key={tab.href}
          to={tab.href}
          aria-current={tab.current ? "page" : undefined}
          className={clsx(
            "-mb-px border-b-2 px-3 py-2 text-sm",
            tab.current ? "border-brand font-bold text-brand" : "border-transparent hover:text-brand",
          )}
        >
          {tab.label}
          {tab.count !== undefined ? <span className="ml-1 text-xs tabular-nums text-ink-mute">({tab.count})</span> : null}
        </Link>
      ))}
    </nav>
  );
}
