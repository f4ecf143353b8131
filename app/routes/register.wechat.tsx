// 微信扫码注册 (registration by WeChat scan): the QR from create_code and the way back to phone registration.
import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { Link, useLoaderData } from "@remix-run/react";
import { createWechatCode } from "~/.server/upstream/account";
import { FlowCard } from "~/components/account/AccountFlow";
import { REGISTER_STEPS } from "~/components/account/FlowSteps";
import { svgDataUrl, WechatQr } from "~/components/account/WechatQr";
import { pageTitle, type RouteHandle } from "~/lib/shell";

export const handle: RouteHandle = { shell: "login", title: "会员注册" };
export const meta: MetaFunction = () => [{ title: pageTitle("微信扫码注册") }];

export async function loader({ context }: LoaderFunctionArgs) {
  const code = await createWechatCode(context.upstream, "register");
  return { src: svgDataUrl(code.qr_svg), expiresAt: code.expires_at };
}

export default function RegisterByWechat() {
  const { src, expiresAt } = useLoaderData<typeof loader>();
  return (
    <FlowCard title="微信扫码注册" steps={REGISTER_STEPS} stepsLabel="注册步骤" current={1}>
      <WechatQr src={src} expiresAt={expiresAt} caption="请使用微信扫一扫，关注后按提示完成注册" />
      <p className="text-sm text-ink-soft">
        扫码后需在微信中确认并完善企业信息。若无法使用微信，请改用手机号注册，注册后也可在“绑定微信”中绑定。
      </p>
      <Link to="/register/step1" className="btn-primary btn-lg">
        使用手机号注册
      </Link>
    </FlowCard>
  );
}
