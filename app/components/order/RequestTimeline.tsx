// The steps of a return or after-sales request: submitted, then handled (with the reply).
import { Time } from "~/components/ui/Time";

export function RequestTimeline({
  createdAt,
  handledAt,
  statusText,
  reply,
}: {
  createdAt: number;
  handledAt: number | null;
  statusText: string;
  reply: string;
}) {
  return (
    <section aria-labelledby="timeline-heading" className="card flex flex-col gap-2">
      <h2 id="timeline-heading" className="section-title">
        处理进度
      </h2>
      <ol className="flex flex-col gap-2 border-l-2 border-gray-200 pl-4 text-sm">
        {handledAt ? (
          <li className="text-brand">
            <Time at={handledAt} className="mr-3 tabular-nums" />
            {statusText}
            {reply ? `：${reply}` : ""}
          </li>
        ) : (
          <li className="text-brand">{statusText}，请耐心等待客服处理</li>
        )}
        <li className="text-ink-soft">
          <Time at={createdAt} className="mr-3 tabular-nums" />
          提交申请
        </li>
      </ol>
    </section>
  );
}
