// 会员中心布局 (member layout): the guard and the left menu shared by every member page; each
// child route renders only its own content (ADR 020).
import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { Link, Outlet, useLocation, useRouteError } from "@remix-run/react";
import clsx from "clsx";
import type { ReactNode } from "react";
import { ProblemView } from "~/components/ProblemView";
import { requireLiveBuyer } from "~/.server/sign-in";
import { currentEntry, MEMBER_HOME, visibleMenu, type MemberLink } from "~/lib/member-menu";

export async function loader({ request, context }: LoaderFunctionArgs) {
  await requireLiveBuyer(context, request);
  return null;
}

// The guard above shares the root loader's user read; it need not run again on every member navigation.
export const shouldRevalidate = () => false;

export default function MemberLayout() {
  return (
    <MemberFrame>
      <Outlet />
    </MemberFrame>
  );
}

/** A member page that failed (busy, timeout, an alert, not found) keeps the member menu beside the message. */
export function ErrorBoundary() {
  return (
    <MemberFrame>
      <ProblemView error={useRouteError()} />
    </MemberFrame>
  );
}

function MemberFrame({ children }: { children: ReactNode }) {
  const current = currentEntry(useLocation().pathname);
  return (
    <div className="flex flex-col gap-4 md:flex-row md:items-start">
      <nav aria-label="会员中心" className="member-menu">
        <MenuLink link={MEMBER_HOME} current={current} className="member-menu-home" />
        {visibleMenu().map((group) => (
          <div key={group.label} className="member-menu-group">
            <p className="member-menu-title">{group.label}</p>
            <ul className="contents md:block">
              {group.links.map((link) => (
                <li key={link.to} className="contents md:block">
                  <MenuLink link={link} current={current} />
                </li>
              ))}
            </ul>
          </div>
        ))}
      </nav>
      <div className="min-w-0 flex-1">{children}</div>
    </div>
  );
}

function MenuLink({ link, current, className }: { link: MemberLink; current: MemberLink | null; className?: string }) {
  const here = current?.to === link.to;
  return (
    <Link to={link.to} prefetch="intent" aria-current={here ? "page" : undefined} className={clsx("member-menu-link", className)}>
      {link.label}
    </Link>
  );
}
