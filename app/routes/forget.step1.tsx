// 找回密码 · 验证手机号 (password recovery step 1: phone and SMS code)
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { step1Action, step1Loader } from "~/.server/recovery";
import { ForgetStep1View } from "~/components/account/ForgetViews";
import { pageTitle, type RouteHandle } from "~/lib/shell";

export const handle: RouteHandle = { shell: "login", title: "找回密码" };
export const meta: MetaFunction = () => [{ title: pageTitle("找回密码") }];

export const loader = ({ request, context }: LoaderFunctionArgs) => step1Loader(context, request);
export const action = ({ request, context }: ActionFunctionArgs) => step1Action(context, request);

export default function Page() {
  return <ForgetStep1View />;
}
