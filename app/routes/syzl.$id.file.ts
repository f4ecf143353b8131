// 首营资料 · 文件 (one of the buyer's uploads): shown inline, or downloaded with ?download=1.
import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { fileAnswer, fileRequest, wantsDownload } from "~/.server/files";
import { firstTradeFile } from "~/.server/upstream/documents";

export async function loader({ request, context, params }: LoaderFunctionArgs) {
  const id = fileRequest(context, request, params.id);
  return fileAnswer(() => firstTradeFile(context.upstream, id, wantsDownload(request)));
}
