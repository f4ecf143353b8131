import { useSyncExternalStore } from "react";

const subscribe = () => () => {};

/**
 * True once the page has hydrated: false on the server and while React hydrates the server's markup
 * (it reads the server snapshot then, boundary by boundary), true on the render after hydration and in
 * anything mounted later. The forms that differ with JavaScript render their no-JS markup until then.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
