// 药品年度采购合同: the contract as a document — number, parties, term, clauses, and the signature
// once signed. Shared by /dzht and its printable page /dzht/print.
import type { Contract, ContractParty } from "~/lib/content-types";
import { formatDate, formatDateTime } from "~/lib/dates";
import { RichText } from "./RichText";

export function ContractDocument({ contract }: { contract: Contract }) {
  return (
    <article aria-labelledby="contract-title">
      <h2 id="contract-title" className="text-center text-lg font-bold tracking-wide">
        {contract.title}
      </h2>
      <p className="mt-1 text-center text-xs text-ink-mute">合同编号：{contract.contract_no}</p>
      <dl className="mt-4 grid gap-3 text-sm sm:grid-cols-2">
        <Party role="甲方（采购方）" party={contract.party_a} />
        <Party
          role="乙方（供货方）"
          party={contract.party_b}
          extra={[
            ["药品经营许可证", contract.party_b.licence],
            ["客户经理", contract.party_b.contact],
          ]}
        />
      </dl>
      <p className="mt-3 text-sm">
        <span className="font-bold">合同期限：</span>
        {contract.term_start && contract.term_end ? `${contract.term_start} 至 ${contract.term_end}` : "自甲方签署之日起一年"}
      </p>
      <RichText html={contract.content} className="mt-4" />
      {contract.status === 1 && contract.signed_at ? (
        <p className="mt-6 border-t border-gray-200 pt-3 text-sm">
          甲方签署人：<strong>{contract.signer}</strong> · 签署时间：{formatDateTime(contract.signed_at)}（电子签署）
        </p>
      ) : null}
    </article>
  );
}

function Party({ role, party, extra = [] }: { role: string; party: ContractParty; extra?: [string, string][] }) {
  const rows: [string, string][] = [
    ["名称", party.company],
    ["地址", party.address],
    ...(party.contact && extra.length === 0 ? ([["联系人", party.contact]] as [string, string][]) : []),
    ["电话", party.phone],
    ...extra,
  ];
  return (
    <div className="rounded border border-gray-200 p-3">
      <dt className="mb-1 font-bold text-ink">{role}</dt>
      {rows
        .filter(([, value]) => value)
        .map(([label, value]) => (
          <dd key={label} className="text-ink-soft">
            {label}：{value}
          </dd>
        ))}
    </div>
  );
}

/** 已签署 with the signer and the day (YYYY-MM-DD). */
export function signedLine(contract: Contract): string {
  return `已签署 · 签署人：${contract.signer} · 签署日期：${formatDate(contract.signed_at)}`;
}
