// 帮助中心 (help centre) layout: the page (an article, or the list of groups) and beside it the
// group menu from the shell's help groups (GET /api/article/category, already in the root data).
import { Outlet, useLocation, useRouteLoaderData } from "@remix-run/react";
import { HelpMenu } from "~/components/content/HelpMenu";
import type { RouteHandle } from "~/lib/shell";
import type { loader as rootLoader } from "~/root";

export const handle: RouteHandle = { title: "帮助中心" };

export default function HelpLayout() {
  const groups = useRouteLoaderData<typeof rootLoader>("root")?.help ?? [];
  const { pathname } = useLocation();
  // The page comes first in the document (its title is the first heading of main); the menu is
  // drawn on its left from md up.
  return (
    <div className="flex flex-col gap-4 md:flex-row-reverse md:items-start">
      <div className="min-w-0 flex-1">
        <Outlet />
      </div>
      <HelpMenu groups={groups} pathname={pathname.replace(/\/+$/, "") || "/"} className="md:w-52 md:shrink-0" />
    </div>
  );
}
