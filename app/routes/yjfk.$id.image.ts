// 意见反馈 · 图片 (a feedback's picture), for the buyer who sent it.
import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { fileAnswer, fileRequest } from "~/.server/files";
import { feedbackImage } from "~/.server/upstream/documents";

export async function loader({ request, context, params }: LoaderFunctionArgs) {
  const id = fileRequest(context, request, params.id);
  return fileAnswer(() => feedbackImage(context.upstream, id));
}
