// Loads everything the site shell shows, in parallel; shell data never fails a page.
import type { AppLoadContext } from "@remix-run/cloudflare";
import type { ShellData } from "~/lib/shell";
import type { UserState } from "~/lib/types";
import { getCommonData, getFocus, getHelpGroups } from "./upstream/shell";
import { getUserBase } from "./upstream/user";
import { getDrawJoin } from "./upstream/promotions";
import { settle } from "./upstream/problem";

const GUEST: UserState = { show: true };

export async function loadShell(context: AppLoadContext): Promise<{ shell: ShellData; setCookie: string | null }> {
  const { upstream, session, sessionStorage, config } = context;
  const [user, common, help, top, lottery] = await Promise.all([
    upstream.isLoggedIn ? settle(getUserBase(upstream)) : Promise.resolve({ value: GUEST, problem: null }),
    settle(getCommonData(upstream)),
    settle(getHelpGroups(upstream)),
    settle(getFocus(upstream, "top")),
    // The lottery pop-up (issue 12): shown while the buyer has not joined; degrades to nothing.
    settle(getDrawJoin(upstream)),
  ]);
  const problem = [common, help, top, user].find((r) => r.problem)?.problem ?? null;
  const toast = session.get("toast") ?? null;
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
      cartCount: userState.cart?.count ?? 0,
      notice: problem ? problem.message : null,
      toast,
      statsScriptUrl: config.statsScriptUrl ?? null,
      lottery: lottery.value,
    },
    setCookie,
  };
}
