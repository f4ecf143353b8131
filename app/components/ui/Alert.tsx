// The 温馨提示 alert of the error catalogue (other 4xx answers, 收藏成功 …), server-rendered.
import clsx from "clsx";
import type { ReactNode } from "react";
import { ALERT_TITLE } from "~/lib/problem";

export function Alert({
  title = ALERT_TITLE,
  message,
  children,
  className,
}: {
  title?: string;
  message: ReactNode;
  /** Actions under the message, e.g. a 查看我的收藏 link. */
  children?: ReactNode;
  className?: string;
}) {
  return (
    <div role="alert" className={clsx("card flex flex-col gap-2 border-l-4 border-l-brand", className)}>
      <p className="font-bold text-ink">{title}</p>
      <div className="text-sm text-ink-soft">{message}</div>
      {children ? <div className="flex flex-wrap gap-3 pt-1">{children}</div> : null}
    </div>
  );
}
