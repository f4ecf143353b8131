// Why the buyer cannot order (资质审核中, an expired licence) with the way to fix it (/zzzj), and the
// 即将过期 warnings; the reasons come from the upstream's qualification gate.
import { Link } from "@remix-run/react";
import type { Qualification } from "~/lib/account";
import { Notice } from "~/components/ui";

export function QualificationNotice({ qualification, className }: { qualification?: Qualification | null; className?: string }) {
  if (!qualification) return null;
  const blocked = !qualification.ok && qualification.message;
  if (!blocked && qualification.warnings.length === 0) return null;
  return (
    <Notice tone="warning" role="status" className={className}>
      {blocked ? (
        <p>
          <strong>{qualification.message}</strong>
          <Link to={qualification.link ?? "/zzzj"} className="link ml-1">
            查看资质证照
          </Link>
        </p>
      ) : null}
      {qualification.warnings.map((warning) => (
        <p key={warning}>
          <strong>即将过期</strong>：{warning}。
          {blocked ? null : (
            <Link to="/zzzj" className="link ml-1">
              上传新证
            </Link>
          )}
        </p>
      ))}
    </Notice>
  );
}
