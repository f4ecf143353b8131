// 资质审核中 on the benefit pages (抽奖, 领券中心, 积分商城): an account under review receives no benefit
// (issue 32), and is told so before it presses the button; the upstream refuses it anyway.
import { Link, useRouteLoaderData } from "@remix-run/react";
import { Notice } from "~/components/ui";
import type { loader as rootLoader } from "~/root";

export function ReviewNotice({ what, className }: { what: string; className?: string }) {
  const user = useRouteLoaderData<typeof rootLoader>("root")?.user;
  if (!user?.username || user.is_passed !== 0) return null;
  return (
    <Notice tone="warning" role="status" className={className}>
      <p>
        <strong>资质审核中</strong>：审核通过后方可{what}。
        <Link to="/zzzj" className="link ml-1">
          查看资质证照
        </Link>
      </p>
    </Notice>
  );
}
