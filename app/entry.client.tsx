import { RemixBrowser } from "@remix-run/react";
import { startTransition, StrictMode } from "react";
import { hydrateRoot } from "react-dom/client";
import { firstScreenPainted } from "~/lib/first-screen";

// The page is whole and usable before this runs (it works without JavaScript); hydration starts once
// the first screen's pictures are painted, so it never holds the main thread in front of them (ADR 051).
firstScreenPainted().then(() => {
  startTransition(() => {
    hydrateRoot(
      document,
      <StrictMode>
        <RemixBrowser />
      </StrictMode>,
    );
  });
});
