// 站点外壳 (site shell): the document, the shell around every page, and the error boundary.
import { data, type LinksFunction, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/cloudflare";
import type { ShouldRevalidateFunction } from "@remix-run/react";
import {
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  useLocation,
  useMatches,
  useRouteError,
  useRouteLoaderData,
} from "@remix-run/react";
import { lazy, Suspense, useEffect, useState, type ReactNode } from "react";
import "virtual:uno.css";
import { SiteShell } from "~/components/shell/SiteShell";
import { ProblemView } from "~/components/ProblemView";
import { loadShell } from "~/.server/shell";
import { useNonce } from "~/lib/nonce";
import { shouldRevalidateShell } from "~/lib/revalidate";

// The side cart drawer's list loads when the drawer first opens (ADR 042).
const SideCart = lazy(() => import("~/components/cart/SideCart"));
import { mergeHandles, pageTitle, type RouteHandle, type ShellData } from "~/lib/shell";

export const links: LinksFunction = () => [{ rel: "icon", href: "/favicon.svg", type: "image/svg+xml" }];

export const meta: MetaFunction = () => [{ title: pageTitle() }];

export async function loader({ context }: LoaderFunctionArgs) {
  const { shell, setCookie } = await loadShell(context);
  return data(shell, setCookie ? { headers: { "Set-Cookie": setCookie } } : undefined);
}

/** When the browser last received root data (client only). */
let shellLoadedAt = Date.now();

// The shell's data runs again after actions, and on navigations once it is older than its cache (app/lib/revalidate.ts).
export const shouldRevalidate: ShouldRevalidateFunction = (args) => shouldRevalidateShell(args, shellLoadedAt, Date.now());

/** The handle flags of every matched route, the deepest winning (app/lib/shell.ts mergeHandles). */
function useRouteHandle(): RouteHandle {
  return mergeHandles(useMatches());
}

const EMPTY_SHELL: ShellData = {
  user: { show: true },
  common: null,
  help: [],
  topBanner: null,
  topBannerClosed: true,
  cartCount: 0,
  notice: null,
  toast: null,
  toastTone: "success",
  statsScriptUrl: null,
  scripts: [],
  lottery: null,
  config: null,
  rightAd: null,
};

/** React 18 knows no fetchPriority prop: the attribute as HTML spells it. */
const LOW_PRIORITY = { fetchpriority: "low" };

export function Layout({ children }: { children: ReactNode }) {
  const nonce = useNonce();
  const shell = useRouteLoaderData<typeof loader>("root") ?? EMPTY_SHELL;
  const handle = useRouteHandle();
  const location = useLocation();
  useEffect(() => {
    shellLoadedAt = Date.now();
  }, [shell]);
  // Marks the document once React has hydrated it: the js project of the browser tests waits for it
  // before it acts, as a tap before hydration would take the no-JS path (a plain form post).
  useEffect(() => {
    document.documentElement.dataset.hydrated = "";
  }, []);
  return (
    <html lang="zh-CN">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <Meta />
        <Links />
        {/* The scripts every page loads, fetched at low priority: the stylesheet and the first
            screen's pictures go first (<Scripts> preloads them again at the default priority;
            the browser fetches each once). ADR 051. */}
        {shell.scripts.map((href) => (
          <link key={href} rel="modulepreload" href={href} {...LOW_PRIORITY} />
        ))}
      </head>
      <body>
        <SiteShell
          shell={shell}
          handle={handle}
          pathname={location.pathname}
          search={location.search}
          sideCart={shell.user.username ? (open) => <LazySideCart open={open} version={shell} /> : undefined}
        >
          {children}
        </SiteShell>
        <ScrollRestoration nonce={nonce} />
        <Scripts nonce={nonce} />
      </body>
    </html>
  );
}

/** The drawer's list, fetched once it has been opened (and kept while it closes). */
function LazySideCart({ open, version }: { open: boolean; version: unknown }) {
  const [opened, setOpened] = useState(open);
  if (open && !opened) setOpened(true);
  const loading = <p className="py-6 text-center text-sm text-ink-mute">{open ? "加载中…" : null}</p>;
  if (!opened) return loading;
  return (
    <Suspense fallback={loading}>
      <SideCart open={open} version={version} />
    </Suspense>
  );
}

export default function App() {
  return <Outlet />;
}

export function ErrorBoundary() {
  return <ProblemView error={useRouteError()} />;
}
