// The third-party traffic-statistics script (spec §1), carrying this response's CSP nonce.
import { useNonce } from "~/lib/nonce";

export function StatsScript({ src }: { src: string | null }) {
  const nonce = useNonce();
  if (!src) return null;
  // The browser hides nonce attributes from the DOM, so the client renders "" for it.
  return <script async src={src} nonce={nonce} suppressHydrationWarning />;
}
