// 页脚 (footer): the first 4 help groups, QR codes, complaint hotline, licences and legal notices.
// SlimFooter is the login-style pages' one-block version.
import type { HelpGroup } from "~/lib/types";
import { HotLine } from "./parts";
import { ShellLink } from "./ShellLink";
import { QR, SITE } from "./site-info";

export function Footer({ help, hotLine }: { help: HelpGroup[]; hotLine?: string }) {
  const groups = help.slice(0, 4);
  return (
    <footer className="mt-8 border-t-2 border-brand bg-white">
      <div className="shell-container flex flex-wrap justify-between gap-8 py-8">
        {groups.length > 0 ? (
          <nav aria-label="帮助中心" className="grid w-full grid-cols-2 gap-6 sm:grid-cols-4 md:w-auto md:flex-1">
            {groups.map((group) => (
              <div key={group.id}>
                <p className="mb-2 font-bold text-ink">{group.name}</p>
                <ul className="space-y-1 text-xs text-ink-soft">
                  {group.children.map((article) => (
                    <li key={article.id}>
                      <ShellLink href={article.url || `/help/article/${article.id}`} className="hover:text-brand hover:underline">
                        {article.name}
                      </ShellLink>
                    </li>
                  ))}
                </ul>
              </div>
            ))}
          </nav>
        ) : null}
        <div className="ml-auto flex gap-6 text-center text-xs text-ink-soft">
          {[QR.wechat, QR.app].map((qr) => (
            <figure key={qr.src} className="flex flex-col items-center gap-1">
              <img src={qr.src} alt={qr.alt} width={96} height={96} loading="lazy" className="border border-gray-200" />
              <figcaption>{qr.caption}</figcaption>
            </figure>
          ))}
        </div>
      </div>
      <div className="border-t border-gray-200 bg-gray-50 py-5 text-center text-xs leading-6 text-ink-mute">
        <div className="shell-container">
          {hotLine ? <HotLine phone={hotLine} /> : null}
          <Legal />
        </div>
      </div>
    </footer>
  );
}

export function SlimFooter() {
  return (
    <footer className="mt-8 border-t border-gray-200 bg-white py-5 text-center text-xs leading-6 text-ink-mute">
      <div className="shell-container">
        <Legal />
      </div>
    </footer>
  );
}

function Legal() {
  return (
    <>
      <ul className="flex flex-wrap justify-center gap-x-4">
        {SITE.licences.map((l) => (
          <li key={l.label}>
            {l.label}：{l.value}
          </li>
        ))}
      </ul>
      {SITE.notices.map((notice) => (
        <p key={notice} className="text-ink-soft">
          {notice}
        </p>
      ))}
      <p>
        {SITE.copyright} · {SITE.operator} · 地址：{SITE.address} ·{" "}
        <a href={SITE.icpUrl} target="_blank" rel="noopener noreferrer" className="hover:text-brand">
          {SITE.icp}
        </a>
      </p>
    </>
  );
}
