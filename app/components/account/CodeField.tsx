// 短信验证码 with 获取验证码 (registration and recovery step 1). The button posts the same form with
// intent=send_code; the notice after it names the phone and, on localhost only, the test code. With
// JavaScript the button counts the 60 s down; without it the page says when to ask again. The button
// stays usable: an early click is answered by the upstream's own wait message.
import { useEffect, useState } from "react";
import { formatTime } from "~/lib/dates";
import { typed, type FormError, type FormValues } from "~/lib/forms";
import { invalidProps } from "~/components/ui";

export interface CodeView {
  /** "" when the page must not name it (the login's second factor). */
  phone: string;
  /** Unix seconds from which a new code may be asked. */
  retryAt: number;
  testCode: string | null;
}

const masked = (phone: string) => `${phone.slice(0, 3)}****${phone.slice(7)}`;

function useSecondsLeft(until: number | undefined) {
  const [left, setLeft] = useState<number | null>(null); // null until hydrated: the server prints the time instead
  useEffect(() => {
    if (!until) return;
    const tick = () => setLeft(Math.max(0, until - Math.floor(Date.now() / 1000)));
    tick();
    const timer = setInterval(tick, 1000);
    return () => clearInterval(timer);
  }, [until]);
  return left;
}

export function CodeField({
  form,
  error,
  code,
  values,
}: {
  form: string;
  error: FormError | null | undefined;
  code: CodeView | null;
  values?: FormValues;
}) {
  const left = useSecondsLeft(code?.retryAt);
  const counting = left !== null && left > 0;
  return (
    <div className="flex flex-col gap-1 text-sm">
      <label htmlFor={`${form}-code`} className="text-ink-soft">
        短信验证码
      </label>
      <div className="flex gap-2">
        <input
          id={`${form}-code`}
          name="code"
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={6}
          defaultValue={typed(values, "code")}
          className="input h-10 min-w-0 flex-1"
          {...invalidProps(form, error, "code")}
        />
        <button type="submit" name="intent" value="send_code" formNoValidate className="btn-outline h-10 shrink-0">
          {counting ? `重新获取验证码（${left}秒）` : "获取验证码"}
        </button>
      </div>
      {code ? (
        <div role="status" className="rounded border border-brand/30 bg-brand-light px-3 py-2 text-brand-dark">
          <p>{code.phone ? `验证码已发送至 ${masked(code.phone)}` : "验证码已发送至该账号绑定的手机号"}，5分钟内有效。</p>
          {code.testCode ? <p className="font-bold">测试验证码：{code.testCode}</p> : null}
          {left === null ? (
            <p className="text-xs">{formatTime(code.retryAt)} 后可重新获取验证码</p>
          ) : counting ? (
            <p className="text-xs">{left}秒后可重新获取验证码</p>
          ) : (
            <p className="text-xs">可以重新获取验证码了</p>
          )}
        </div>
      ) : null}
    </div>
  );
}
