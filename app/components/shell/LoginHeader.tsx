// 登录页头 (login-style header): logo, page title and 返回首页 only.
import { Link } from "@remix-run/react";
import { LOGO } from "./site-info";

export function LoginHeader({ title }: { title?: string }) {
  return (
    <header className="border-b border-gray-200 bg-white">
      <div className="shell-container flex flex-wrap items-center gap-x-4 gap-y-2 py-4">
        <Link to="/" className="shrink-0">
          <img src={LOGO.src} alt={LOGO.alt} width={LOGO.width} height={LOGO.height} className="h-12 w-auto md:h-[60px]" />
        </Link>
        {title ? <span className="border-l border-gray-300 pl-4 text-xl text-ink">{title}</span> : null}
        <Link to="/" className="link ml-auto text-sm">
          返回首页
        </Link>
      </div>
    </header>
  );
}
