// The cart page's filter (a GET form): a bad value goes back to the whole cart with a message (ADR 009).
import type { AppLoadContext } from "@remix-run/cloudflare";
import { parseForm } from "~/lib/forms";
import { cartFilterSchema, type CartFilter } from "~/lib/forms/cart-filter";
import { redirectWithWarning } from "./toast";

export async function readCartFilter(context: AppLoadContext, request: Request): Promise<CartFilter> {
  const params = new URL(request.url).searchParams;
  const parsed = parseForm(cartFilterSchema, { type: params.get("type") ?? "", keywords: params.get("keywords") ?? "" });
  if (!parsed.ok) throw await redirectWithWarning(context, "/cart", parsed.error.message, 302);
  return parsed.data;
}
