// 站点外壳 (site shell): header (top ad, top bar, centre bar, bottom bar), notices, footer, side
// bar — shaped by the route handle: "full" (default), "login" (login-style header, slim
// footer) or "none" (the page alone). Server-rendered and complete without JavaScript.
import clsx from "clsx";
import type { ReactNode } from "react";
import { Notice, Toast } from "~/components/ui/Notice";
import { flagsOf, visibleNav } from "~/lib/flags";
import { menuFor, menuVariant, type RouteHandle, type ShellData } from "~/lib/shell";
import { BottomBar } from "./BottomBar";
import { CentreBar, MenuContacts } from "./CentreBar";
import { Footer, SlimFooter } from "./Footer";
import { useSideCartDrawer, useStickyHeader } from "./hooks";
import { LoginHeader } from "./LoginHeader";
import { MobileMenu } from "./MobileMenu";
import { SideBar } from "./SideBar";
import { StatsScript } from "./StatsScript";
import { TopAdBanner } from "./TopAdBanner";
import { TopBar } from "./TopBar";
import { LotteryRegion } from "~/components/promo/LotteryRegion";

export interface SiteShellProps {
  shell: ShellData;
  /** The merged handle flags of the matched routes. */
  handle: RouteHandle;
  pathname: string;
  /** location.search, with its leading "?" (or ""). */
  search: string;
  /**
   * The side cart drawer's content (JS only), given whether the drawer is open so it loads only
   * when seen; absent: the count and a 去购物车 link.
   */
  sideCart?: (open: boolean) => ReactNode;
  children: ReactNode;
}

export function SiteShell(props: SiteShellProps) {
  const mode = props.handle.shell ?? "full";
  if (mode === "none") return <>{props.children}</>;
  if (mode === "login") return <LoginShell {...props} />;
  return <FullShell {...props} />;
}

function FullShell({ shell, handle, pathname, search, sideCart, children }: SiteShellProps) {
  const isHome = pathname === "/";
  const here = pathname + search;
  const { placeholderRef, stuckHeight } = useStickyHeader(!handle.hideSearch);
  const drawer = useSideCartDrawer(pathname);
  const wide = drawer.enhanced && drawer.open;
  const categories = menuFor(shell.common, menuVariant(pathname));
  const nav = visibleNav(shell.common?.nav ?? [], flagsOf(shell.user)).slice(0, 9);
  return (
    <div
      id="top"
      className={clsx("flex min-h-screen flex-col pb-14 transition-[padding] duration-300 md:pb-0", wide ? "md:pr-[310px]" : "md:pr-10")}
    >
      <SkipLink />
      <header>
        {shell.topBanner && !shell.topBannerClosed ? <TopAdBanner banner={shell.topBanner} redirectTo={here} /> : null}
        {/* From md up: top bar, centre bar, bottom bar. Below md: the centre bar alone, one compact
            row, with the top bar, contacts, category menu and nav inside its 菜单 disclosure. */}
        <TopBar user={shell.user} here={here} config={shell.config} className="hidden md:block" />
        <div ref={placeholderRef} style={stuckHeight === null ? undefined : { height: stuckHeight }}>
          <CentreBar
            user={shell.user}
            cartCount={shell.cartCount}
            title={handle.title}
            hideSearch={handle.hideSearch}
            hotWords={shell.common?.rnss ?? []}
            pathname={pathname}
            search={search}
            stuck={stuckHeight !== null}
            hotLine={shell.config?.hot_line}
            // The open side cart leaves no room for the ad beside the search.
            ad={wide ? null : shell.rightAd}
            className={stuckHeight === null ? undefined : wide ? "md:right-[310px]" : "md:right-10"}
            menu={
              <MobileMenu>
                <TopBar user={shell.user} here={here} config={shell.config} inMenu />
                <MenuContacts user={shell.user} hotLine={shell.config?.hot_line} className="border-b border-gray-200 px-3 py-2" />
                <BottomBar categories={categories} nav={nav} menuOpen />
              </MobileMenu>
            }
          />
        </div>
        <BottomBar categories={categories} nav={nav} menuOpen={isHome} className="hidden md:block" />
      </header>
      {/* On the home page the open category menu covers the left 210 px below the header. */}
      <Messages shell={shell} className={isHome ? "md:pl-[232px]" : undefined} />
      <main id="main" className={clsx("shell-container flex-1 pb-4", isHome ? "pt-0" : "pt-4")}>
        {children}
      </main>
      {shell.lottery && !pathname.startsWith("/draw") ? <LotteryRegion lottery={shell.lottery} /> : null}
      <Footer help={shell.help} config={shell.config} />
      <SideBar user={shell.user} cartCount={shell.cartCount} config={shell.config} drawer={drawer} sideCart={sideCart?.(drawer.open)} />
      <StatsScript src={shell.statsScriptUrl} />
    </div>
  );
}

function LoginShell({ shell, handle, children }: SiteShellProps) {
  return (
    <div id="top" className="flex min-h-screen flex-col">
      <SkipLink />
      <LoginHeader title={handle.title} />
      <Messages shell={shell} />
      <main id="main" className="shell-container flex-1 py-4">
        {children}
      </main>
      <SlimFooter config={shell.config} />
      <StatsScript src={shell.statsScriptUrl} />
    </div>
  );
}

/** The notice (shell data could not be loaded) and the one-shot toast, under the header. */
function Messages({ shell, className }: { shell: ShellData; className?: string }) {
  if (!shell.notice && !shell.toast) return null;
  return (
    <div className={clsx("shell-container flex flex-col gap-2 pt-3", className)}>
      {shell.notice ? <Notice>{shell.notice}</Notice> : null}
      {/* `shell` is a new object after every load, so a repeated toast text shows again. */}
      <Toast message={shell.toast} tone={shell.toastTone} token={shell} />
    </div>
  );
}

function SkipLink() {
  return (
    <a
      href="#main"
      className="sr-only focus:not-sr-only focus:fixed focus:left-2 focus:top-2 focus:z-50 focus:rounded focus:bg-white focus:px-3 focus:py-2 focus:shadow"
    >
      跳到主要内容
    </a>
  );
}
