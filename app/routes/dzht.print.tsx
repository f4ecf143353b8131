// 电子合同 · 打印 (printable contract, /dzht/print): the contract alone, without the site shell.
import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { Link, useLoaderData } from "@remix-run/react";
import { useHydrated } from "~/lib/use-hydrated";
import { requireBuyer } from "~/.server/auth";
import { loadContract } from "~/.server/content";
import { ContractDocument, signedLine } from "~/components/content/ContractDocument";
import { pageTitle, type RouteHandle } from "~/lib/shell";

export const handle: RouteHandle = { shell: "none", title: "电子合同" };
export const meta: MetaFunction = () => [{ title: pageTitle("电子合同") }];

export async function loader({ request, context }: LoaderFunctionArgs) {
  requireBuyer(context, request);
  return { contract: await loadContract(context) };
}

export default function PrintContract() {
  const { contract } = useLoaderData<typeof loader>();
  const hydrated = useHydrated();
  return (
    <main id="main" className="mx-auto max-w-3xl bg-white p-6 sm:p-10 print:p-0">
      <div className="mb-4 flex flex-wrap items-center gap-3 text-sm print:hidden">
        <h1 className="text-base font-bold">电子合同</h1>
        <span className="text-ink-soft">{contract.status === 1 ? signedLine(contract) : "待签署"}</span>
        <span className="ml-auto flex gap-3">
          {/* Without JavaScript the browser's own print command prints this page. */}
          {hydrated ? (
            <button type="button" className="btn-primary btn-sm" onClick={() => window.print()}>
              打印
            </button>
          ) : null}
          <Link to="/dzht" className="btn-plain btn-sm">
            返回电子合同
          </Link>
        </span>
      </div>
      <ContractDocument contract={contract} />
    </main>
  );
}
