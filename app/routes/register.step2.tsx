// 会员注册 · 填写企业信息 (registration step 2: the company, its licence numbers and images)
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { step2Action, step2Loader } from "~/.server/registration";
import { RegisterStep2View } from "~/components/account/RegisterViews";
import { pageTitle, type RouteHandle } from "~/lib/shell";

export const handle: RouteHandle = { shell: "login", title: "会员注册" };
export const meta: MetaFunction = () => [{ title: pageTitle("会员注册") }];

export const loader = ({ request, context }: LoaderFunctionArgs) => step2Loader(context, request, "register");
export const action = ({ request, context }: ActionFunctionArgs) => step2Action(context, request, "register");

export default function Page() {
  return <RegisterStep2View kind="register" />;
}
