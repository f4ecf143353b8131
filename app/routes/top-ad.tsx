// 关闭顶部广告 (close the top ad strip): a POST that works without JavaScript, remembered for the session.
import { redirect, type ActionFunctionArgs } from "@remix-run/cloudflare";
import { redirectWithWarning } from "~/.server/toast";
import { parseForm } from "~/lib/forms";
import { closeTopAdSchema } from "~/lib/forms/shell";
import { safeRedirect } from "~/lib/safe-redirect";

export const loader = () => redirect("/");

export async function action({ request, context }: ActionFunctionArgs) {
  const posted = await request.formData();
  const form = parseForm(closeTopAdSchema, posted);
  // A single button: a forged post goes back with the message, the strip stays.
  if (!form.ok) return redirectWithWarning(context, safeRedirect(posted.get("redirectTo")), form.error.message);
  const { session, sessionStorage } = context;
  session.set("topAdClosed", true);
  return redirect(safeRedirect(form.data.redirectTo), {
    status: 303,
    headers: { "Set-Cookie": await sessionStorage.commitSession(session) },
  });
}
