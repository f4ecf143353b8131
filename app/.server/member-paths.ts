// Which addresses are member pages (the routes under the `_member` layout), read from the server
// build's route manifest: a form posted to one of them is not parsed before the session is known
// (server.ts): a request that is not signed in is sent to the login page unread (issue 32).

export interface ManifestRoute {
  id: string;
  parentId?: string;
  path?: string;
  index?: boolean;
}

export const MEMBER_LAYOUT = "routes/_member";

function segmentPattern(segment: string): string {
  if (segment === "*") return ".*";
  if (segment.startsWith(":")) return segment.endsWith("?") ? "[^/]*" : "[^/]+";
  const optional = segment.endsWith("?");
  const text = (optional ? segment.slice(0, -1) : segment).replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
  return optional ? `(?:${text})?` : text;
}

/** Patterns of every address served under `layoutId` (the layout's children, at any depth). */
export function memberPatterns(routes: Record<string, ManifestRoute | undefined>, layoutId = MEMBER_LAYOUT): RegExp[] {
  const out: RegExp[] = [];
  for (const route of Object.values(routes)) {
    if (!route) continue;
    const chain: ManifestRoute[] = [];
    let under = false;
    for (let r: ManifestRoute | undefined = route; r; r = r.parentId ? routes[r.parentId] : undefined) {
      if (r.id === layoutId && r !== route) under = true;
      chain.unshift(r);
    }
    if (!under) continue;
    const segments = chain.flatMap((r) => (r.path ? r.path.split("/").filter(Boolean) : []));
    out.push(new RegExp(`^/${segments.map(segmentPattern).join("/")}/?$`, "i"));
  }
  return out;
}

/** Whether `pathname` (a page, or its single-fetch `.data` form) is a member page. */
export function isMemberPath(patterns: RegExp[], pathname: string): boolean {
  const page = pathname.endsWith(".data") ? pathname.slice(0, -".data".length) : pathname;
  return patterns.some((pattern) => pattern.test(page));
}
