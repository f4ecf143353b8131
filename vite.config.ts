import { vitePlugin as remix } from "@remix-run/dev";
import UnoCSS from "unocss/vite";
import { defineConfig } from "vite";
import tsconfigPaths from "vite-tsconfig-paths";

declare module "@remix-run/cloudflare" {
  interface Future {
    v3_singleFetch: true;
  }
}

type ModuleInfo = { importedIds: readonly string[]; importers: readonly string[] } | null;
type ChunkMeta = { getModuleInfo: (id: string) => ModuleInfo };

const APP = `${process.cwd()}/app/`;
/** Client-side areas whose shared components travel as one chunk each. */
const AREAS = ["goods", "promo", "cart", "order", "account", "wallet", "documents", "content"];
let shellModules: Set<string> | null = null;

/** Every module the root route reaches through static imports: the shell, loaded on every page. */
function rootGraph(meta: ChunkMeta): Set<string> {
  const seen = new Set<string>();
  const root = `${APP}root.tsx?__remix-build-client-route`;
  const stack = [root];
  while (stack.length) {
    const id = stack.pop()!;
    if (seen.has(id)) continue;
    seen.add(id);
    stack.push(...(meta.getModuleInfo(id)?.importedIds ?? []));
  }
  return seen;
}

function areaOf(id: string, meta: ChunkMeta, depth = 0): string | null {
  if (!id.startsWith(APP) || id.includes("?")) return null;
  const rel = id.slice(APP.length);
  const dir = /^components\/([^/]+)\//.exec(rel)?.[1];
  if (dir) return AREAS.includes(dir) ? dir : null;
  if (!rel.startsWith("lib/") || depth > 4) return null;
  // A helper used only by one area's components goes with them.
  const areas = new Set((meta.getModuleInfo(id)?.importers ?? []).map((importer) => areaOf(importer, meta, depth + 1)));
  return areas.size === 1 ? [...areas][0] : null;
}

function appChunks(id: string, meta: ChunkMeta): string | undefined {
  if (id.includes("/node_modules/") && /\/(react|react-dom|scheduler|@remix-run|react-router|react-router-dom|turbo-stream)\//.test(id)) return undefined;
  shellModules ??= rootGraph(meta);
  if (shellModules.has(id)) return id.includes("?__remix-build-client-route") ? undefined : "shell";
  return process.env.AREAS ? (areaOf(id, meta) ?? undefined) : undefined;
}

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [
    UnoCSS(),
    remix({
      future: {
        v3_fetcherPersist: true,
        v3_relativeSplatPath: true,
        v3_throwAbortReason: true,
        v3_singleFetch: true,
        v3_lazyRouteDiscovery: true,
      },
    }),
    tsconfigPaths(),
  ],
  ssr: {
    resolve: {
      conditions: ["workerd", "worker", "browser"],
      externalConditions: ["workerd", "worker"],
    },
  },
  resolve: { mainFields: ["browser", "module", "main"] },
  // manifest: true keeps the client manifest (build/.vite/client-manifest.json) for the byte budgets (ADR 007).
  build: {
    minify: true,
    manifest: true,
    // Fewer, larger shared chunks: each file is gzipped on its own, so many small ones cost bytes (ADR 039).
    rollupOptions: isSsrBuild ? undefined : { output: { manualChunks: appChunks } },
  },
}));
