// 质检报告 (quality inspection, spec §6) without JavaScript: the upstream's address when it has one,
// otherwise its message. With JavaScript the header's link opens the address or a dialog itself.
import { redirect, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/cloudflare";
import { Link, useLoaderData } from "@remix-run/react";
import { getSiteConfig } from "~/.server/upstream/content";
import { qualityUrl } from "~/components/shell/QualityLink";
import { Alert } from "~/components/ui";
import { pageTitle, type RouteHandle } from "~/lib/shell";

export const handle: RouteHandle = { title: "质检报告" };
export const meta: MetaFunction = () => [{ title: pageTitle("质检报告") }];

export async function loader({ context }: LoaderFunctionArgs) {
  const { quality_inspection: info } = await getSiteConfig(context.upstream);
  const url = qualityUrl(info);
  if (url) throw redirect(url);
  return { message: info.msg || "药品检验报告请联系您的客户经理索取。" };
}

export default function QualityInspection() {
  const { message } = useLoaderData<typeof loader>();
  return (
    <div className="mx-auto max-w-xl py-6">
      <h1 className="sr-only">质检报告</h1>
      <Alert message={message}>
        <Link to="/ypjybg" className="btn-primary btn-sm">
          药检报告查询
        </Link>
        <Link to="/" className="btn-plain btn-sm">
          返回首页
        </Link>
      </Alert>
    </div>
  );
}
