// A field hidden from people (and assistive tech) that form-filling bots tend to fill.
import { HONEYPOT_FIELD } from "~/lib/forms/values";

export function Honeypot() {
  return (
    <div aria-hidden="true" className="honeypot">
      <label>
        网址
        <input type="text" name={HONEYPOT_FIELD} tabIndex={-1} autoComplete="off" defaultValue="" />
      </label>
    </div>
  );
}
