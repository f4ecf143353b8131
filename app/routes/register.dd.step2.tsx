// 注册会员 · 填写门店信息 (branch-store registration step 2: the store under its company)
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { step2Action, step2Loader } from "~/.server/registration";
import { RegisterStep2View } from "~/components/account/RegisterViews";
import { pageTitle, type RouteHandle } from "~/lib/shell";

export const handle: RouteHandle = { shell: "login", title: "注册会员" };
export const meta: MetaFunction = () => [{ title: pageTitle("注册会员") }];

export const loader = ({ request, context }: LoaderFunctionArgs) => step2Loader(context, request, "register_dd");
export const action = ({ request, context }: ActionFunctionArgs) => step2Action(context, request, "register_dd");

export default function Page() {
  return <RegisterStep2View kind="register_dd" />;
}
