// The scripts every page loads first: the client entry, the framework and shell chunks, and the root
// route's module, read from the build's assets manifest (ServerBuild["assets"], a public field).
import type { ServerBuild } from "@remix-run/cloudflare";

export function sharedScripts(assets: Pick<ServerBuild["assets"], "entry" | "routes">): string[] {
  const root = assets.routes.root;
  return [...new Set([assets.entry.module, ...assets.entry.imports, ...(root ? [root.module, ...(root.imports ?? [])] : [])])];
}
