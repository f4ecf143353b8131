import { Form, useNavigation } from "@remix-run/react";

export interface IntentButtonProps {
  /** The action's `intent` (its zod schema's discriminator). */
  intent: string;
  /** The row the intent acts on, sent as `id` (the upstream checks that it is the buyer's). */
  id: number;
  label: string;
  /** A button class from uno.config.ts: btn-plain, btn-outline, btn-primary, btn-danger. */
  variant?: string;
}

/** A one-button POST form acting on one row of a table: a real form, so it works without JavaScript. */
export function IntentButton({ intent, id, label, variant = "btn-plain" }: IntentButtonProps) {
  const busy = useNavigation().state === "submitting";
  return (
    <Form method="post" className="inline">
      <input type="hidden" name="id" value={id} />
      <button type="submit" name="intent" value={intent} className={`${variant} btn-sm`} disabled={busy}>
        {label}
      </button>
    </Form>
  );
}
