// 页脚 (footer): the first 4 help groups, QR codes, complaint hotline, licences and legal notices.
// The operator, licences, address and record filing come from the upstream's site configuration.
// SlimFooter is the login-style pages' one-block version.
import type { SiteConfig } from "~/lib/content-types";
import type { HelpGroup } from "~/lib/types";
import { HotLine } from "./parts";
import { ShellLink } from "./ShellLink";
import { NOTICES, QR } from "./site-info";

export function Footer({ help, config }: { help: HelpGroup[]; config: SiteConfig | null }) {
  const groups = help.slice(0, 4);
  const hotLine = config?.hot_line;
  return (
    <footer className="mt-8 border-t-2 border-brand bg-white">
      <div className="shell-container flex flex-wrap justify-between gap-8 py-8">
        {groups.length > 0 ? (
          <nav aria-label="帮助指南" className="grid w-full grid-cols-2 gap-6 sm:grid-cols-4 md:w-auto md:flex-1">
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
          <Legal site={config?.site ?? null} />
        </div>
      </div>
    </footer>
  );
}

export function SlimFooter({ config }: { config: SiteConfig | null }) {
  return (
    <footer className="mt-8 border-t border-gray-200 bg-white py-5 text-center text-xs leading-6 text-ink-mute">
      <div className="shell-container">
        <Legal site={config?.site ?? null} />
      </div>
    </footer>
  );
}

function Legal({ site }: { site: SiteConfig["site"] | null }) {
  return (
    <>
      {site && site.licences.length > 0 ? (
        <ul aria-label="经营资质" className="flex flex-wrap justify-center gap-x-4">
          {site.licences.map((l) => (
            <li key={l.label}>
              {l.label}：{l.value}
            </li>
          ))}
        </ul>
      ) : null}
      {NOTICES.map((notice) => (
        <p key={notice} className="text-ink-soft">
          {notice}
        </p>
      ))}
      {site ? (
        <p>
          {[site.copyright, site.operator, site.address ? `地址：${site.address}` : ""].filter(Boolean).join(" · ")}
          {site.icp ? (
            <>
              {" · "}
              {site.icp_url ? (
                <a href={site.icp_url} target="_blank" rel="noopener noreferrer" className="hover:text-brand">
                  {site.icp}
                </a>
              ) : (
                site.icp
              )}
            </>
          ) : null}
        </p>
      ) : null}
    </>
  );
}
