// The steps of a flow (buying, registration, recovery), the current one marked for sight and for screen readers.
import clsx from "clsx";

export function Steps({ label, steps, current }: { label: string; steps: readonly string[]; current: number }) {
  return (
    <nav aria-label={label} className="mb-4">
      <ol
        className="grid overflow-hidden rounded border border-gray-200 bg-white text-center text-sm"
        style={{ gridTemplateColumns: `repeat(${steps.length}, minmax(0, 1fr))` }}
      >
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
                step > current && "text-ink-mute"
              )}
            >
              <span
                aria-hidden="true"
                className="inline-flex h-5 w-5 items-center justify-center rounded-full border border-current text-xs"
              >
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
