// 首营资料 · 下载 (the wholesaler's first-trade package): one zip of licences and letters.
import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { requireBuyer } from "~/.server/auth";
import { fileAnswer } from "~/.server/files";
import { firstTradePackage } from "~/.server/upstream/documents";

export async function loader({ request, context }: LoaderFunctionArgs) {
  requireBuyer(context, request);
  return fileAnswer(() => firstTradePackage(context.upstream));
}
