// 绑定微信 (WeChat binding): bound or not; a binding QR (create_code) when not; 解除绑定 asks first,
// then calls DELETE /api/user/unbind_wechat. The confirmation is drawn by the server (?confirm=unbind).
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { Form, useActionData, useLoaderData, useNavigation, useRouteLoaderData } from "@remix-run/react";
import { requireBuyer } from "~/.server/auth";
import { failed, readForm } from "~/.server/forms";
import { redirectWithToast } from "~/.server/toast";
import { bindingCode, unbindWechat } from "~/.server/upstream/account";
import { svgDataUrl, WechatQr } from "~/components/account/WechatQr";
import { FormError } from "~/components/ui";
import type { FormError as FormErrorData } from "~/lib/forms";
import { unbindSchema } from "~/lib/forms/accounts";
import { pageTitle, type RouteHandle } from "~/lib/shell";
import type { loader as rootLoader } from "~/root";

export const handle: RouteHandle = { title: "绑定微信" };
export const meta: MetaFunction = () => [{ title: pageTitle("绑定微信") }];

export async function loader({ request, context }: LoaderFunctionArgs) {
  const upstream = requireBuyer(context, request);
  const confirm = new URL(request.url).searchParams.get("confirm") === "unbind";
  // A bound account gets 409 here: it has nothing to scan.
  const code = await bindingCode(upstream);
  return { confirm, qr: code.ok ? { src: svgDataUrl(code.data.qr_svg), expiresAt: code.data.expires_at } : null };
}

export async function action({ request, context }: ActionFunctionArgs) {
  const upstream = requireBuyer(context, request);
  const form = await readForm(request, unbindSchema);
  if (!form.ok) return failed(form);
  const result = await unbindWechat(upstream);
  if (!result.ok) return failed(result);
  return redirectWithToast(context, "/bdwx", "已解除绑定");
}

export default function BindWechat() {
  const { confirm, qr } = useLoaderData<typeof loader>();
  const user = useRouteLoaderData<typeof rootLoader>("root")?.user;
  const failure = useActionData<{ error: FormErrorData }>();
  const busy = useNavigation().state === "submitting";
  const bound = Boolean(user?.wechat);
  return (
    <section className="card flex flex-col gap-4" aria-labelledby="bdwx-heading">
      <h1 id="bdwx-heading" className="section-title">
        绑定微信
      </h1>
      <FormError form="unbind" error={failure?.error} />
      <p className="text-sm">
        绑定状态：
        <strong className={bound ? "text-green-700" : "text-ink-soft"}>{bound ? "已绑定" : "未绑定"}</strong>
        {bound ? <span className="ml-2 text-ink-soft">微信昵称：{user?.wechat}</span> : null}
      </p>
      {bound ? (
        confirm ? (
          <div
            role="alertdialog"
            aria-labelledby="unbind-question"
            className="flex flex-col gap-3 rounded border border-amber-300 bg-amber-50 p-4"
          >
            <p id="unbind-question" className="font-bold">
              确定解除微信绑定吗？
            </p>
            <p className="text-sm text-ink-soft">解除后将无法使用该微信扫码登录和接收订单通知。</p>
            <div className="flex gap-2">
              <Form method="post">
                <button type="submit" name="intent" value="unbind" className="btn-danger" disabled={busy}>
                  确认解除
                </button>
              </Form>
              <Form method="get">
                <button type="submit" className="btn-plain">
                  取消
                </button>
              </Form>
            </div>
          </div>
        ) : (
          <Form method="get">
            <input type="hidden" name="confirm" value="unbind" />
            <button type="submit" className="btn-outline">
              解除绑定
            </button>
          </Form>
        )
      ) : qr ? (
        <>
          <WechatQr src={qr.src} expiresAt={qr.expiresAt} caption="请使用微信扫一扫，在微信中确认后完成绑定" />
          <p className="text-sm text-ink-soft">
            绑定后可使用微信扫码登录，并在微信中接收订单与物流通知。完成扫码后请刷新本页查看绑定状态。
          </p>
        </>
      ) : null}
    </section>
  );
}
