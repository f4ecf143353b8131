// Line icons for the side bar and the cart button: decorative, 20 × 20, drawn in currentColor.
import type { ReactNode } from "react";

function Icon({ children, className = "h-5 w-5" }: { children: ReactNode; className?: string }) {
  return (
    <svg
      viewBox="0 0 24 24"
      className={className}
      fill="none"
      stroke="currentColor"
      strokeWidth={1.8}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      {children}
    </svg>
  );
}

type P = { className?: string };

export const UserIcon = (p: P) => (
  <Icon {...p}>
    <circle cx="12" cy="8" r="4" />
    <path d="M4 21c0-4 3.6-6.5 8-6.5s8 2.5 8 6.5" />
  </Icon>
);
export const CartIcon = (p: P) => (
  <Icon {...p}>
    <path d="M3 4h2.5l2.2 11h10.6L21 7H7" />
    <circle cx="9.5" cy="19.5" r="1.5" />
    <circle cx="17" cy="19.5" r="1.5" />
  </Icon>
);
export const MessageIcon = (p: P) => (
  <Icon {...p}>
    <rect x="3" y="5" width="18" height="14" rx="2" />
    <path d="m3.5 6.5 8.5 6 8.5-6" />
  </Icon>
);
export const ServiceIcon = (p: P) => (
  <Icon {...p}>
    <path d="M4 14v-2a8 8 0 0 1 16 0v2" />
    <rect x="3" y="13" width="4" height="6" rx="1.5" />
    <rect x="17" y="13" width="4" height="6" rx="1.5" />
    <path d="M19 19c0 1.5-2 2.5-5 2.5" />
  </Icon>
);
export const WechatIcon = (p: P) => (
  <Icon {...p}>
    <path d="M9.5 4C5.4 4 2 6.7 2 10c0 1.8 1 3.4 2.6 4.5L4 17l2.8-1.4c.9.3 1.8.4 2.7.4" />
    <path d="M15.5 9C19.1 9 22 11.3 22 14.2c0 1.5-.8 2.9-2.1 3.8l.5 2-2.3-1.1c-.8.2-1.7.4-2.6.4-3.6 0-6.5-2.3-6.5-5.1S11.9 9 15.5 9Z" />
  </Icon>
);
export const ArrowUpIcon = (p: P) => (
  <Icon {...p}>
    <path d="M12 19V5M5 12l7-7 7 7" />
  </Icon>
);
