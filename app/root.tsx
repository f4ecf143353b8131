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
import { useEffect, type ReactNode } from "react";
import "virtual:uno.css";
import { SideCart } from "~/components/cart/SideCart";
import { SiteShell } from "~/components/shell/SiteShell";
import { ProblemView } from "~/components/ProblemView";
import { loadShell } from "~/.server/shell";
import { useNonce } from "~/lib/nonce";
import { shouldRevalidateShell } from "~/lib/revalidate";
import { pageTitle, type RouteHandle, type ShellData } from "~/lib/shell";

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

/** The handle flags of every matched route, the deepest winning. */
function useRouteHandle(): RouteHandle {
  return useMatches().reduce<RouteHandle>((merged, match) => ({ ...merged, ...(match.handle as RouteHandle) }), {});
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
  statsScriptUrl: null,
  lottery: null,
  config: null,
  rightAd: null,
};

export function Layout({ children }: { children: ReactNode }) {
  const nonce = useNonce();
  const shell = useRouteLoaderData<typeof loader>("root") ?? EMPTY_SHELL;
  const handle = useRouteHandle();
  const location = useLocation();
  useEffect(() => {
    shellLoadedAt = Date.now();
  }, [shell]);
  return (
    <html lang="zh-CN">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <Meta />
        <Links />
      </head>
      <body>
        <SiteShell
          shell={shell}
          handle={handle}
          pathname={location.pathname}
          search={location.search}
          sideCart={shell.user.username ? (open) => <SideCart open={open} version={shell} /> : undefined}
        >
          {children}
        </SiteShell>
        <ScrollRestoration nonce={nonce} />
        <Scripts nonce={nonce} />
      </body>
    </html>
  );
}

export default function App() {
  return <Outlet />;
}

export function ErrorBoundary() {
  return <ProblemView error={useRouteError()} />;
}
