// Hydration in pieces (ADR 048, with Preact in the browser): during the first hydration each <Yield>
// suspends once and resumes in a task of its own, so no single task hydrates the whole document.
// Preact keeps a suspended piece's server DOM until it resumes; React on the server renders it
// whole. After the first hydration a <Yield> renders at once.
import { Suspense, useState, type ReactNode } from "react";

let firstPass = typeof document !== "undefined";
let pending = 0;
const settled: (() => void)[] = [];

function settle() {
  if (!firstPass && pending === 0) settled.splice(0).forEach((f) => f());
}

/** Called once the root's first (synchronous) hydration returned. */
export function endFirstPass() {
  firstPass = false;
  settle();
}

/** Runs `f` once every piece of the first hydration has hydrated. */
export function onSettled(f: () => void) {
  settled.push(f);
  settle();
}

function Gate({ children }: { children: ReactNode }) {
  const [gate] = useState(() => ({ open: !(firstPass || pending > 0) }));
  if (!gate.open) {
    pending++;
    throw new Promise<void>((resolve) =>
      setTimeout(() => {
        gate.open = true;
        resolve();
        // The piece re-renders in this task's microtasks; count it done in the next task.
        setTimeout(() => {
          pending--;
          settle();
        }, 0);
      }, 0),
    );
  }
  return <>{children}</>;
}

/** One element that may hydrate in a later task than its parent. */
export function Yield({ children }: { children: ReactNode }) {
  return (
    <Suspense fallback={null}>
      <Gate>{children}</Gate>
    </Suspense>
  );
}
