// Every address of spec §2 (app/lib/routes-table.ts) answers: pages open as themselves, aliases
// and group roots land on their page, and none ends on /404 or a 5xx.
import { expect, test, type APIRequestContext } from "@playwright/test";
import { expectedLanding, SPEC_ROUTES, type SpecRoute } from "../../app/lib/routes-table";
import { logIn } from "./fixtures";

// Addresses answer the same with or without JavaScript: one project is enough. A hundred-odd
// requests take longer than the default timeout on a busy machine.
test.describe.configure({ timeout: 120_000 });
test.beforeEach(({}, info) => test.skip(info.project.name !== "js", "the route check runs once"));

async function visit(request: APIRequestContext, routes: SpecRoute[]) {
  const wrong: string[] = [];
  for (const route of routes) {
    const response = await request.get(route.path);
    const landed = new URL(response.url()).pathname;
    const expected = expectedLanding(route);
    const ok = response.status() < 500 && (expected === null ? landed !== "/404" : landed === expected);
    if (!ok) wrong.push(`${route.path} → ${response.status()} ${landed} (expected ${expected ?? "a page"})`);
  }
  return wrong;
}

test("every guest address of spec §2 lands on its page", async ({ request }) => {
  expect(
    await visit(
      request,
      SPEC_ROUTES.filter((r) => !r.member),
    ),
  ).toEqual([]);
});

test("every member address of spec §2 lands on its page for demo", async ({ page }) => {
  await logIn(page, "demo");
  expect(
    await visit(
      page.request,
      SPEC_ROUTES.filter((r) => r.member),
    ),
  ).toEqual([]);
});
