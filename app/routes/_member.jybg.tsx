// 检验报告 (quality inspection, spec §6): the quality-inspection link of the user state — the
// external platform when the wholesaler has one, otherwise the 温馨提示 alert with its message —
// and the way to the reports kept here (药检报告). Reads the root loader's user (one user fetch a request).
import type { MetaFunction } from "@remix-run/cloudflare";
import { Link, useRouteLoaderData } from "@remix-run/react";
import { Alert } from "~/components/ui/Alert";
import { safeExternalUrl } from "~/lib/documents";
import { pageTitle, type RouteHandle, type ShellData } from "~/lib/shell";

export const handle: RouteHandle = { title: "检验报告" };
export const meta: MetaFunction = () => [{ title: pageTitle("检验报告") }];

const FALLBACK = "药品检验报告请联系您的客户经理索取，或在“药检报告”页面按批号查询。";

export default function QualityInspection() {
  const shell = useRouteLoaderData<ShellData>("root");
  const inspection = shell?.user.quality_inspection;
  const url = safeExternalUrl(inspection?.quality_inspection_url);
  return (
    <section aria-labelledby="jybg-heading" className="flex flex-col gap-3">
      <h1 id="jybg-heading" className="text-lg font-bold">
        检验报告
      </h1>
      {url ? (
        <div className="card flex flex-col gap-3">
          <p className="text-sm">药品检验报告由质检平台提供，请在新页面中按商品或批号查询。</p>
          <p>
            <a href={url} target="_blank" rel="noopener noreferrer" className="btn-primary">
              打开检验报告平台
            </a>
          </p>
        </div>
      ) : (
        <Alert message={inspection?.msg || FALLBACK}>
          <Link to="/ypjybg" className="btn-primary">
            按批号查询药检报告
          </Link>
        </Alert>
      )}
    </section>
  );
}
