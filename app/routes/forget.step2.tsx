// 找回密码 · 设置新密码 (password recovery step 2: the new password)
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { step2Action, step2Loader } from "~/.server/recovery";
import { ForgetStep2View } from "~/components/account/ForgetViews";
import { pageTitle, type RouteHandle } from "~/lib/shell";

export const handle: RouteHandle = { shell: "login", title: "找回密码" };
export const meta: MetaFunction = () => [{ title: pageTitle("找回密码") }];

export const loader = ({ request, context }: LoaderFunctionArgs) => step2Loader(context, request);
export const action = ({ request, context }: ActionFunctionArgs) => step2Action(context, request);

export default function Page() {
  return <ForgetStep2View />;
}
