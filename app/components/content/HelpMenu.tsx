// The help groups beside every help page: a navigation landmark 帮助中心 with the current page
// marked (aria-current). Group names are not headings, so an article's title stays the first
// heading of main.
import { Link } from "@remix-run/react";
import clsx from "clsx";
import { HELP_ROOT, helpLink } from "~/lib/help";
import type { HelpGroup } from "~/lib/types";

export function HelpMenu({ groups, pathname, className }: { groups: HelpGroup[]; pathname: string; className?: string }) {
  return (
    <nav aria-label="帮助中心" className={clsx("help-menu", className)}>
      <Link to={HELP_ROOT} aria-current={pathname === HELP_ROOT ? "page" : undefined} className="help-menu-home">
        帮助中心首页
      </Link>
      {groups.map((group) => (
        <div key={group.id} className="help-menu-group">
          <p className="help-menu-title">{group.name}</p>
          <ul>
            {group.children.map((article) => {
              const to = helpLink(article);
              return (
                <li key={article.id}>
                  <Link to={to} aria-current={to === pathname ? "page" : undefined} className="help-menu-link">
                    {article.name}
                  </Link>
                </li>
              );
            })}
          </ul>
        </div>
      ))}
    </nav>
  );
}
