// The steps of a flow (buying, registration, recovery), the current one marked for sight and for screen readers.
// A label never breaks inside a word: below md (a phone) only the current step shows its label and
// takes the room left, the others show their number (their label stays for screen readers); from md
// up every step shows its label in equal columns.
import clsx from "clsx";

export function Steps({ label, steps, current }: { label: string; steps: readonly string[]; current: number }) {
  return (
    <nav aria-label={label} className="mb-4">
      <ol className="flex overflow-hidden rounded border border-gray-200 bg-white text-center text-sm">
        {steps.map((name, i) => {
          const step = i + 1;
          return (
            <li
              key={name}
              aria-current={step === current ? "step" : undefined}
              className={clsx(
                "flex items-center justify-center gap-2 py-2 md:(flex-1 basis-0 px-2)",
                step === current ? "flex-1 basis-0 px-2" : "flex-none px-3",
                step < current && "bg-brand-light text-brand-dark",
                step === current && "bg-brand font-bold text-white",
                step > current && "text-ink-mute",
              )}
            >
              <span
                aria-hidden="true"
                className="inline-flex h-5 w-5 shrink-0 items-center justify-center rounded-full border border-current text-xs"
              >
                {step < current ? "✓" : step}
              </span>
              <span className={step === current ? undefined : "sr-only md:not-sr-only"}>
                <span className="sr-only">第{step}步 </span>
                <span className="whitespace-nowrap">{name}</span>
              </span>
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
