// The system Chromium every browser run drives (the e2e suite, the bench's screenshots and
// Lighthouse): no browser downloads on this machine, and nothing that phones home.
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? process.env.CHROME_PATH ?? "/usr/bin/chromium";

/** Flags for a quiet, offline headless run: no sandbox (CI containers), no update or sync traffic. */
export const CHROMIUM_ARGS = Object.freeze([
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
]);
