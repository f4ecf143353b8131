// A redirect that carries a one-shot message (the shell shows it as a toast on the next page).
import { redirect, type AppLoadContext } from "@remix-run/cloudflare";

export async function redirectWithToast(context: AppLoadContext, to: string, message: string, status = 303) {
  const { session, sessionStorage } = context;
  session.flash("toast", message);
  // X-Remix-Revalidate: with JS, the root loader (which shows the toast) runs on the next page even
  // when the redirect ends a plain navigation (app/lib/revalidate.ts).
  return redirect(to, {
    status,
    headers: { "Set-Cookie": await sessionStorage.commitSession(session), "X-Remix-Revalidate": "yes" },
  });
}
