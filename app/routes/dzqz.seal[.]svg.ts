// 电子签章 · 印章图片 (the buyer's seal picture), for this buyer only.
import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { requireBuyer } from "~/.server/auth";
import { fileAnswer } from "~/.server/files";
import { sealImage } from "~/.server/upstream/documents";

export async function loader({ request, context }: LoaderFunctionArgs) {
  requireBuyer(context, request);
  return fileAnswer(() => sealImage(context.upstream));
}
