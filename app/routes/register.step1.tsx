// 会员注册 · 验证手机号 (registration step 1: phone, SMS code, password, agreement)
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { step1Action, step1Loader } from "~/.server/registration";
import { RegisterStep1View } from "~/components/account/RegisterViews";
import { pageTitle, type RouteHandle } from "~/lib/shell";

export const handle: RouteHandle = { shell: "login", title: "会员注册" };
export const meta: MetaFunction = () => [{ title: pageTitle("会员注册") }];

export const loader = ({ request, context }: LoaderFunctionArgs) => step1Loader(context, request, "register");
export const action = ({ request, context }: ActionFunctionArgs) => step1Action(context, request, "register");

export default function Page() {
  return <RegisterStep1View kind="register" />;
}
