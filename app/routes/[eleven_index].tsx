// eleven_index (spec §2): sends the browser to the site root.
import { redirect } from "@remix-run/cloudflare";

export const loader = () => redirect("/", 301);
