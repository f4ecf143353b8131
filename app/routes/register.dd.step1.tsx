// 注册会员 · 验证手机号 (branch-store registration step 1)
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { step1Action, step1Loader } from "~/.server/registration";
import { RegisterStep1View } from "~/components/account/RegisterViews";
import { pageTitle, type RouteHandle } from "~/lib/shell";

export const handle: RouteHandle = { shell: "login", title: "注册会员" };
export const meta: MetaFunction = () => [{ title: pageTitle("注册会员") }];

export const loader = ({ request, context }: LoaderFunctionArgs) => step1Loader(context, request, "register_dd");
export const action = ({ request, context }: ActionFunctionArgs) => step1Action(context, request, "register_dd");

export default function Page() {
  return <RegisterStep1View kind="register_dd" />;
}
