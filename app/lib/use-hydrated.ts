import { useEffect, useState } from "react";
import { onSettled } from "~/components/Yield";

// False until the whole document has hydrated, pieces included (ADR 048): a piece that hydrates
// after the root must render what the server rendered, or Preact would keep the server's elements
// under the client's props.
let hydrated = false;
if (typeof document !== "undefined") onSettled(() => (hydrated = true));

/** True once the page has hydrated; false on the server and in the hydrating render. */
export function useHydrated(): boolean {
  const [value, setValue] = useState(hydrated);
  useEffect(() => setValue(true), []);
  return value;
}
