// Closing the top ad banner: a POST that works without JavaScript, remembered for the session.
import { redirect, type ActionFunctionArgs } from "@remix-run/cloudflare";
import { safeRedirect } from "~/lib/safe-redirect";

export const loader = () => redirect("/");

export async function action({ request, context }: ActionFunctionArgs) {
  const form = await request.formData();
  const { session, sessionStorage } = context;
  if (form.get("intent") === "close-top-ad") session.set("topAdClosed", true);
  return redirect(safeRedirect(form.get("redirectTo")), {
    status: 303,
    headers: { "Set-Cookie": await sessionStorage.commitSession(session) },
  });
}
