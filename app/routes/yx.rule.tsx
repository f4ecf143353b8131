// 包邮规则 (free-shipping zone rules): a standalone page without the site shell; the text is the
// upstream's (article /yx/rule, GET /api/article/by_url), sanitised on the server.
import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { Link, useLoaderData } from "@remix-run/react";
import { loadPageArticle } from "~/.server/content";
import { RichText } from "~/components/content/RichText";
import { LOGO } from "~/components/shell/site-info";
import { pageTitle, type RouteHandle } from "~/lib/shell";

export const handle: RouteHandle = { shell: "none", title: "包邮规则" };
export const meta: MetaFunction<typeof loader> = ({ data }) => [{ title: pageTitle(data?.article.title ?? "包邮规则") }];

export async function loader({ context }: LoaderFunctionArgs) {
  return { article: await loadPageArticle(context, "/yx/rule") };
}

export default function FreeShippingRules() {
  const { article } = useLoaderData<typeof loader>();
  return (
    <div className="min-h-screen bg-white">
      <header className="border-b border-gray-200">
        <div className="shell-container flex h-16 items-center justify-between">
          <Link to="/" className="flex items-center gap-3">
            <img src={LOGO.src} alt={LOGO.alt} width={LOGO.width} height={LOGO.height} className="h-10 w-auto" />
          </Link>
          <Link to="/yx" className="link text-sm">
            返回包邮专区
          </Link>
        </div>
      </header>
      <main id="main" className="shell-container max-w-3xl py-8">
        <h1 className="mb-6 text-2xl font-bold">{article.title}</h1>
        <RichText html={article.content} />
      </main>
    </div>
  );
}
