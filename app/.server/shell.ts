// Loads everything the site shell shows, in parallel; shell data never fails a page.
import type { AppLoadContext } from "@remix-run/cloudflare";
import type { ShellData } from "~/lib/shell";
import type { UserState } from "~/lib/types";
import { getCartTotal } from "./upstream/cart";
import { getSiteConfig } from "./upstream/content";
import { getFocusAt } from "./upstream/goods";
import { getCommonData, getFocus, getHelpGroups } from "./upstream/shell";
import { getUserBase } from "./upstream/user";
import { getDrawJoin } from "./upstream/promotions";
import { settle } from "./upstream/problem";

const GUEST: UserState = { show: true };

export async function loadShell(context: AppLoadContext): Promise<{ shell: ShellData; setCookie: string | null }> {
  const { upstream, session, sessionStorage, config } = context;
  const loggedIn = upstream.isLoggedIn;
  const [user, common, help, top, siteConfig, right, cartTotal, lottery] = await Promise.all([
    loggedIn ? settle(getUserBase(upstream)) : Promise.resolve({ value: GUEST, problem: null }),
    settle(getCommonData(upstream)),
    settle(getHelpGroups(upstream)),
    settle(getFocus(upstream, "top")),
    // Hotline, QQ and the footer's licences for everyone, guests included (issue 15).
    settle(getSiteConfig(upstream)),
    settle(getFocusAt(upstream, "right")),
    // The header badge (spec §7 GET api/cart/total); the user state's count is the fallback.
    loggedIn ? settle(getCartTotal(upstream)) : Promise.resolve({ value: null, problem: null }),
    // The lottery pop-up (issue 12): shown while the buyer has not joined; degrades to nothing.
    settle(getDrawJoin(upstream)),
  ]);
  const problem = [common, help, top, user, siteConfig].find((r) => r.problem)?.problem ?? null;
  const toast = session.get("toast") ?? null;
  const toastTone = session.get("toastTone") === "warning" ? "warning" : "success";
  // Reading a flash consumes it; the cookie must be rewritten for that to stick.
  const setCookie = toast ? await sessionStorage.commitSession(session) : null;
  const userState = user.value ?? GUEST;
  return {
    shell: {
      user: userState,
      common: common.value,
      help: help.value ?? [],
      topBanner: top.value?.[0] ?? null,
      topBannerClosed: session.get("topAdClosed") === true,
      cartCount: cartTotal.value?.total ?? userState.cart?.count ?? 0,
      config: siteConfig.value,
      rightAd: right.value?.[0] ?? null,
      notice: problem ? problem.message : null,
      toast,
      toastTone,
      statsScriptUrl: config.statsScriptUrl ?? null,
      scripts: context.sharedScripts,
      lottery: lottery.value,
    },
    setCookie,
  };
}
