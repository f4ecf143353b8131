// The steps of registration and password recovery, the current one marked (like the cart's steps).
import clsx from "clsx";

export function FlowSteps({ label, steps, current }: { label: string; steps: readonly string[]; current: number }) {
  return (
    <nav aria-label={label} className="mb-4">
      <ol className="grid overflow-hidden rounded border border-gray-200 bg-white text-center text-sm" style={{ gridTemplateColumns: `repeat(${steps.length}, minmax(0, 1fr))` }}>
        {steps.map((name, i) => {
          const step = i + 1;
          return (
            <li
              key={name}
              aria-current={step === current ? "step" : undefined}
              className={clsx(
                "flex items-center justify-center gap-2 px-2 py-2",
                step < current && "bg-brand-light text-brand-dark",
                step === current && "bg-brand font-bold text-white",
                step > current && "text-ink-mute",
              )}
            >
              <span aria-hidden="true" className="hidden h-5 w-5 items-center justify-center rounded-full border border-current text-xs sm:inline-flex">
                {step < current ? "✓" : step}
              </span>
              <span>
                <span className="sr-only">第{step}步 </span>
                {name}
              </span>
            </li>
          );
        })}
      </ol>
    </nav>
  );
}

export const REGISTER_STEPS = ["验证手机号", "填写企业信息", "注册成功"] as const;
export const REGISTER_DD_STEPS = ["验证手机号", "填写门店信息", "注册成功"] as const;
export const FORGET_STEPS = ["验证手机号", "设置新密码", "重置成功"] as const;
