// 药检报告 · 下载 (a report's download): any report, as public as its picture (issue 32).
import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { fileAnswer, fileRequest } from "~/.server/files";
import { reportFile } from "~/.server/upstream/documents";

export async function loader({ request, context, params }: LoaderFunctionArgs) {
  const id = fileRequest(context, request, params.id);
  return fileAnswer(() => reportFile(context.upstream, id));
}
