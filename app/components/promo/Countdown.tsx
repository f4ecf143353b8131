// The flash sale's countdown (spec §4 "a server-time counter ticks each second"): from the server
// time of the answer (10-digit seconds or 13-digit ms), plus the time since the page came alive,
// so the browser's own clock never matters. Without JavaScript nothing is shown here: the end time is
// printed beside it.
import { useEffect, useRef, useState } from "react";
import { countdownText, serverNow } from "~/lib/server-clock";

export function Countdown({ end, timestamp, label = "距结束" }: { end: number; timestamp: number; label?: string }) {
  const started = useRef<number | null>(null);
  const [elapsed, setElapsed] = useState<number | null>(null);
  useEffect(() => {
    started.current = performance.now();
    setElapsed(0);
    const timer = window.setInterval(() => setElapsed(performance.now() - (started.current ?? 0)), 1000);
    return () => window.clearInterval(timer);
  }, [timestamp]);
  if (elapsed === null) return null;
  return (
    <span className="inline-flex items-baseline gap-1">
      <span>{label}</span>
      <span role="timer" aria-label={label} className="rounded bg-ink px-1.5 font-mono text-sm text-white tabular-nums">
        {countdownText(end, serverNow(timestamp, elapsed))}
      </span>
    </span>
  );
}
