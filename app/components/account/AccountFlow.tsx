// The pieces of the registration and recovery pages: the card with its steps, the phone field, and
// plain labelled inputs that keep what the buyer typed after a failure.
import type { ReactNode } from "react";
import { Steps } from "~/components/ui/Steps";
import { invalidProps } from "~/components/ui";
import { UPLOAD_ACCEPT } from "~/lib/documents";
import { typed, type FormError, type FormValues } from "~/lib/forms";

export function FlowCard({
  title,
  steps,
  stepsLabel,
  current,
  children,
  aside,
}: {
  title: string;
  steps: readonly string[];
  stepsLabel: string;
  current: number;
  children: ReactNode;
  aside?: ReactNode;
}) {
  return (
    <div className="mx-auto w-full max-w-[640px] py-4 md:py-8">
      <Steps label={stepsLabel} steps={steps} current={current} />
      <section className="card flex flex-col gap-4 p-5 md:p-8" aria-labelledby="flow-heading">
        <h1 id="flow-heading" className="text-xl font-bold">
          {title}
        </h1>
        {children}
      </section>
      {aside ? <div className="mt-3 flex flex-wrap justify-between gap-2 text-sm text-ink-soft">{aside}</div> : null}
    </div>
  );
}

/** A labelled text input; `name` keeps its typed value after a failure. */
export function Field({
  form,
  name,
  label,
  error,
  values,
  type = "text",
  hint,
  defaultValue,
  ...input
}: {
  form: string;
  name: string;
  label: string;
  error: FormError | null | undefined;
  values?: FormValues;
  type?: string;
  hint?: string;
  defaultValue?: string;
} & Omit<React.InputHTMLAttributes<HTMLInputElement>, "form" | "name" | "type" | "defaultValue">) {
  const hintId = hint ? `${form}-${name}-hint` : undefined;
  const invalid = invalidProps(form, error, name);
  // The hint stays outside the label, so the field's name is the label alone.
  return (
    <div className="flex flex-col gap-1">
      <label className="form-field">
        <span>{label}</span>
        <input
          name={name}
          type={type}
          defaultValue={typed(values, name) ?? defaultValue}
          {...invalid}
          aria-describedby={[invalid["aria-describedby"], hintId].filter(Boolean).join(" ") || undefined}
          {...input}
        />
      </label>
      {hint ? (
        <small id={hintId} className="text-xs text-ink-mute">
          {hint}
        </small>
      ) : null}
    </div>
  );
}

export function SelectField({
  form,
  name,
  label,
  options,
  error,
  values,
  defaultValue,
}: {
  form: string;
  name: string;
  label: string;
  options: readonly string[];
  error: FormError | null | undefined;
  values?: FormValues;
  defaultValue?: string;
}) {
  return (
    <label className="form-field">
      <span>{label}</span>
      <select
        name={name}
        defaultValue={typed(values, name) ?? defaultValue ?? ""}
        className="input h-10"
        {...invalidProps(form, error, name)}
      >
        <option value="">请选择{label}</option>
        {options.map((option) => (
          <option key={option} value={option}>
            {option}
          </option>
        ))}
      </select>
    </label>
  );
}

/** An optional licence image (registration step 2, /zzzj). */
export function FileField({
  form,
  name,
  label,
  error,
  hint,
}: {
  form: string;
  name: string;
  label: string;
  error: FormError | null | undefined;
  hint?: string;
}) {
  const hintId = `${form}-${name}-hint`;
  const invalid = invalidProps(form, error, name);
  return (
    <div className="flex flex-col gap-1">
      <label className="form-field">
        <span>{label}</span>
        <input
          name={name}
          type="file"
          accept={UPLOAD_ACCEPT}
          className="pt-1.5 text-sm"
          {...invalid}
          aria-describedby={[invalid["aria-describedby"], hintId].filter(Boolean).join(" ")}
        />
      </label>
      <small id={hintId} className="text-xs text-ink-mute">
        {hint ?? "支持 JPG、PNG、PDF，不超过 5MB"}
      </small>
    </div>
  );
}
