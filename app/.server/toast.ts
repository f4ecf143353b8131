// A redirect that carries a one-shot message (the shell shows it as a toast on the next page): a
// success (green), or with redirectWithWarning a refusal or a correction (amber), so that "资质审核中，
// 暂不能购买" never looks like "加入购物车成功".
import { redirect, type AppLoadContext } from "@remix-run/cloudflare";
import type { AppSession } from "./session";

export type ToastTone = "success" | "warning";

/** Puts a one-shot message (and a warning's tone) in the session; the caller commits it. */
export function flashToast(session: AppSession, message: string, tone: ToastTone = "success") {
  session.flash("toast", message);
  if (tone === "warning") session.flash("toastTone", "warning");
}

export async function redirectWithToast(context: AppLoadContext, to: string, message: string, status = 303, tone: ToastTone = "success") {
  const { session, sessionStorage } = context;
  flashToast(session, message, tone);
  // X-Remix-Revalidate: with JS, the root loader (which shows the toast) runs on the next page even
  // when the redirect ends a plain navigation (app/lib/revalidate.ts).
  return redirect(to, {
    status,
    headers: { "Set-Cookie": await sessionStorage.commitSession(session), "X-Remix-Revalidate": "yes" },
  });
}

/** The same redirect, its message shown as a warning: why something was refused or corrected. */
export function redirectWithWarning(context: AppLoadContext, to: string, message: string, status = 303) {
  return redirectWithToast(context, to, message, status, "warning");
}
