// Small pieces more than one shell part shows.
import clsx from "clsx";
import type { ReactNode } from "react";
import { QR } from "./site-info";

/** 投诉电话 with a tel: link. */
export function HotLine({ phone }: { phone: string }) {
  return (
    <p>
      投诉电话：
      <a href={`tel:${phone}`} className="tabular-nums hover:text-brand">
        {phone}
      </a>
    </p>
  );
}

/**
 * A trigger with a QR code that shows on hover and on keyboard focus (CSS only). The caption
 * describes the trigger; `className` places the popover, `itemClassName` sizes the list item.
 */
export function QrPopover({
  qr,
  id,
  trigger,
  triggerClassName,
  className,
  itemClassName,
}: {
  qr: (typeof QR)[keyof typeof QR];
  id: string;
  trigger: ReactNode;
  triggerClassName: string;
  className: string;
  itemClassName?: string;
}) {
  return (
    <li className={clsx("group/pop relative", itemClassName)}>
      <button type="button" aria-describedby={id} className={triggerClassName}>
        {trigger}
      </button>
      <div className={clsx("popover w-36 text-center text-xs", className)}>
        <img src={qr.src} alt={qr.alt} width={120} height={120} className="mx-auto" />
        <p id={id}>{qr.caption}</p>
      </div>
    </li>
  );
}
