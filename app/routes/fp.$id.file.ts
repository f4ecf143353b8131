// 电子发票 · 下载 (an invoice's file): the issued invoice from the upstream, for this buyer only.
import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { fileAnswer, fileRequest, wantsDownload } from "~/.server/files";
import { invoiceFile } from "~/.server/upstream/documents";

export async function loader({ request, context, params }: LoaderFunctionArgs) {
  const id = fileRequest(context, request, params.id);
  return fileAnswer(() => invoiceFile(context.upstream, id, wantsDownload(request)));
}
