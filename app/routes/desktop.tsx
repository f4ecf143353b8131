// 添加到桌面 (add to desktop): a shortcut file pointing at the store's home page.
import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { SITE_TITLE } from "~/lib/shell";

export function loader({ request }: LoaderFunctionArgs) {
  const home = new URL("/", request.url).toString();
  const body = `[InternetShortcut]\r\nURL=${home}\r\n`;
  const filename = encodeURIComponent(`${SITE_TITLE}.url`);
  return new Response(body, {
    headers: {
      "Content-Type": "application/internet-shortcut; charset=utf-8",
      "Content-Disposition": `attachment; filename="desktop.url"; filename*=UTF-8''${filename}`,
      "Cache-Control": "no-store",
    },
  });
}
