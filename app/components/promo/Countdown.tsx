// The flash sale's countdown (spec §4 "a server-time counter ticks each second"): from the server
// time of the answer (10-digit seconds or 13-digit ms), plus the time since the page came alive,
// so the browser's own clock never matters. Without JavaScript nothing is shown here: the end time is
// printed beside it. Until it comes alive it holds its place with an invisible copy of its first
// value (the same text on the server and in the first client render), so the goods below do not
// move when it appears (CLS, issue 16).
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
  const alive = elapsed !== null;
  return (
    <span
      className={alive ? "inline-flex items-baseline gap-1" : "invisible inline-flex items-baseline gap-1"}
      aria-hidden={alive ? undefined : true}
    >
      <span>{label}</span>
      <span role="timer" aria-label={label} className="rounded bg-ink px-1.5 font-mono text-sm text-white tabular-nums">
        {countdownText(end, serverNow(timestamp, elapsed ?? 0))}
      </span>
    </span>
  );
}
