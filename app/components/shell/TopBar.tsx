// 顶部导航 (top bar): who is logged in, log in / out, and the fixed service links. From md up a
// grey strip above the header; below md it is rendered a second time inside the 菜单 disclosure
// (`inMenu`: larger tap targets, no 手机APP QR popover, which a phone cannot scan anyway).
import { Form, Link } from "@remix-run/react";
import clsx from "clsx";
import { SITE_TITLE } from "~/lib/shell";
import { loginPath } from "~/lib/safe-redirect";
import type { SiteConfig } from "~/lib/content-types";
import type { UserState } from "~/lib/types";
import { QrPopover } from "./parts";
import { QualityLink } from "./QualityLink";
import { QR } from "./site-info";

export function TopBar({
  user,
  here,
  config,
  inMenu,
  className,
}: {
  user: UserState;
  here: string;
  config: SiteConfig | null;
  /** The copy inside the phone's 菜单 disclosure. */
  inMenu?: boolean;
  className?: string;
}) {
  const loggedIn = Boolean(user.username);
  return (
    <div className={clsx("border-b border-gray-200 bg-gray-100 text-ink-soft", inMenu ? "text-sm" : "text-xs", className)}>
      <nav
        aria-label="顶部导航"
        className={clsx(
          "flex flex-wrap items-center justify-between gap-x-4",
          inMenu ? "gap-y-2 px-3 py-2.5" : "shell-container gap-y-1 py-1.5",
        )}
      >
        <div className="flex min-w-0 flex-wrap items-center gap-x-3 gap-y-1">
          <span className="hidden sm:inline">您好，欢迎来到{SITE_TITLE}！</span>
          {loggedIn ? (
            <>
              <Link to="/user" className="max-w-[18em] truncate font-bold text-brand hover:underline">
                {user.company || user.username}
              </Link>
              {/* A full reload, as the spec has it: nothing of the buyer stays in client state. */}
              <Form method="post" action="/logout" reloadDocument className="inline">
                <button type="submit" name="intent" value="logout" className="link-muted">
                  安全退出
                </button>
              </Form>
            </>
          ) : (
            <>
              <Link to={loginPath(here)} className="font-bold text-brand hover:underline">
                登录
              </Link>
              <Link to="/register" className="link-muted">
                注册
              </Link>
            </>
          )}
        </div>
        <ul
          className={
            inMenu
              ? "grid w-full grid-cols-3 gap-2 [&_a]:(block py-1)"
              : "flex flex-wrap items-center divide-x divide-gray-300 [&>li]:px-2.5 [&>li:last-child]:pr-0"
          }
        >
          <li>
            <Link to="/" className="link-muted">
              返回首页
            </Link>
          </li>
          <li>
            {/* A download (resource route), so never a client-side navigation. */}
            <a href="/desktop" download className="link-muted">
              添加到桌面
            </a>
          </li>
          <li>
            <Link to="/user" className="link-muted">
              会员中心
            </Link>
          </li>
          <li>
            <Link to="/order" className="link-muted">
              我的订单
            </Link>
          </li>
          <li>
            <Link to="/dzfp" className="link-muted">
              电子发票查询
            </Link>
          </li>
          <li>
            <QualityLink info={user.quality_inspection ?? config?.quality_inspection} className="link-muted" />
          </li>
          {inMenu ? null : (
            <QrPopover qr={QR.app} id="top-app-qr" trigger="手机APP" triggerClassName="link-muted" className="right-0 top-full mt-1" />
          )}
        </ul>
      </nav>
    </div>
  );
}
