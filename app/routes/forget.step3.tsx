// 找回密码 · 重置成功 (password recovery step 3: done, log in with the new password)
import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { step3Loader } from "~/.server/recovery";
import { ForgetDoneView } from "~/components/account/ForgetViews";
import { pageTitle, type RouteHandle } from "~/lib/shell";

export const handle: RouteHandle = { shell: "login", title: "找回密码" };
export const meta: MetaFunction = () => [{ title: pageTitle("重置成功") }];

export const loader = ({ request, context }: LoaderFunctionArgs) => step3Loader(context, request);

export default function Page() {
  return <ForgetDoneView />;
}
