// 企业资料 (company data): the wholesaler's particulars and licences, each to view and download.
import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { useLoaderData } from "@remix-run/react";
import { getCompany } from "~/.server/upstream/documents";
import { pageTitle, type RouteHandle } from "~/lib/shell";

export const handle: RouteHandle = { title: "企业资料" };
export const meta: MetaFunction = () => [{ title: pageTitle("企业资料") }];

export async function loader({ context }: LoaderFunctionArgs) {
  return { company: await getCompany(context.upstream) };
}

export default function CompanyData() {
  const { company } = useLoaderData<typeof loader>();
  return (
    <section aria-labelledby="qyzl-heading" className="flex flex-col gap-4">
      <h1 id="qyzl-heading" className="text-lg font-bold">
        企业资料
      </h1>
      <div className="card">
        <h2 className="section-title">{company.name}</h2>
        <dl className="facts">
          <dt>统一社会信用代码</dt>
          <dd className="tabular-nums">{company.tax_no}</dd>
          <dt>法定代表人</dt>
          <dd>{company.legal_person}</dd>
          <dt>质量负责人</dt>
          <dd>{company.quality_manager}</dd>
          <dt>地址</dt>
          <dd>{company.address}</dd>
          <dt>电话</dt>
          <dd>{company.phone}</dd>
          <dt>经营范围</dt>
          <dd>{company.scope}</dd>
        </dl>
      </div>
      <ul className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3" aria-label="证照">
        {company.licences.map((licence) => (
          <li key={licence.id} className="card flex flex-col gap-2">
            <a href={licence.url} target="_blank" rel="noopener" aria-label={`查看${licence.name}`}>
              <img
                src={licence.url}
                alt={licence.name}
                width={400}
                height={283}
                loading="lazy"
                className="w-full rounded border border-gray-200"
              />
            </a>
            <h3 className="font-bold">{licence.name}</h3>
            <dl className="facts !mt-0">
              <dt>证号</dt>
              <dd className="break-all tabular-nums">{licence.number}</dd>
              <dt>发证机关</dt>
              <dd>{licence.issuer}</dd>
              <dt>有效期至</dt>
              <dd>{licence.valid_until}</dd>
            </dl>
            <p className="flex gap-3 text-sm">
              <a href={licence.url} target="_blank" rel="noopener" className="link">
                查看
              </a>
              <a href={`${licence.url}?download=1`} download className="link">
                下载
              </a>
            </p>
          </li>
        ))}
      </ul>
    </section>
  );
}
