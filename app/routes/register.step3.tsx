// 会员注册 · 注册成功 (registration step 3: done, awaiting review; log in with the phone number)
import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { step3Loader } from "~/.server/registration";
import { RegisterDoneView } from "~/components/account/RegisterViews";
import { pageTitle, type RouteHandle } from "~/lib/shell";

export const handle: RouteHandle = { shell: "login", title: "会员注册" };
export const meta: MetaFunction = () => [{ title: pageTitle("注册成功") }];

export const loader = ({ request, context }: LoaderFunctionArgs) => step3Loader(context, request, "register");

export default function Page() {
  return <RegisterDoneView kind="register" />;
}
