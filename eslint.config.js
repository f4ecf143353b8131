// ESLint 9 flat config. What each project rule enforces, and why: docs/decisions/050-lint-and-format.md.
// Formatting is Prettier's (.prettierrc.json); nothing here checks layout.
import js from "@eslint/js";
import jsxA11y from "eslint-plugin-jsx-a11y";
import reactHooks from "eslint-plugin-react-hooks";
import globals from "globals";
import tseslint from "typescript-eslint";

// ---- Import boundaries (no-restricted-imports). A file gets one list, so each area below is the
// union of the groups that apply to it.

/** Nothing ships Preact: the browser runs React (issue 28, ADR 048 superseded). */
const noPreact = {
  paths: [],
  patterns: [{ regex: "^preact(/|$)", message: "The browser runs React (issue 28); Preact is not a dependency." }],
};

/** The reference upstream is reached only through the seams in server.ts and load-context.ts. */
const noReferenceUpstream = {
  paths: [],
  patterns: [
    {
      regex: "^(\\.\\./)+upstream(/|$)",
      message:
        "Storefront code talks to the upstream only through app/.server/upstream/* (the client); the reference upstream is wired in server.ts and load-context.ts.",
    },
  ],
};

/** ADR 015: decimal.js (and money.ts, its wrapper) stays out of code that ships to the browser. */
const noDecimalInBrowser = {
  paths: [{ name: "decimal.js", message: "ADR 015: no decimal.js in browser code; format with ~/lib/money-format." }],
  patterns: [
    {
      regex: "(^|/)money$",
      message:
        "ADR 015: ~/lib/money wraps decimal.js; browser code formats with ~/lib/money-format and computes money on the server (app/.server).",
    },
  ],
};

/** app/lib is pure and isomorphic: no components, nothing server-only. */
const libIsPure = {
  paths: [],
  patterns: [
    { regex: "(^~/|/)components(/|$)", message: "app/lib is pure logic: it must not import components." },
    { regex: "(^~/|/)\\.server(/|$)|\\.server$", message: "app/lib is isomorphic: it must not import server-only modules." },
  ],
};

/** Components receive plain data: they never reach the server modules (STYLE.md habit 3). */
const componentsNeverFetch = {
  paths: [],
  patterns: [
    {
      regex: "(^~/|/)\\.server(/|$)|\\.server$",
      message: "Components never fetch (STYLE.md): route loaders call app/.server and pass plain data.",
    },
  ],
};

/** upstream/ may share app/lib (schemas, money, types) and nothing else of the storefront. */
const upstreamUsesOnlyAppLib = {
  paths: [],
  patterns: [
    {
      regex: "^(\\.\\./)+app/(?!lib/)|^~/(?!lib/)",
      message: "The reference upstream may share app/lib (schemas, money, types) and nothing else of the storefront.",
    },
  ],
};

/** upstream/lib holds the rules; the Hono routes use it, never the other way round. */
const upstreamLibNotRoutes = {
  paths: [],
  patterns: [{ regex: "^\\.\\./(routes|app)(/|$)", message: "upstream/lib must not import upstream routes or the Hono app." }],
};

const restrict = (...groups) => ["error", { paths: groups.flatMap((g) => g.paths), patterns: groups.flatMap((g) => g.patterns) }];

// ---- Syntax rules (no-restricted-syntax), the same way.

const noRawHtml = [
  {
    selector: "JSXAttribute[name.name='dangerouslySetInnerHTML']",
    message: "ADR 028: stored HTML goes through <RichText> (app/components/content/RichText.tsx), which sanitises it.",
  },
];

const noRemixPrivates = [
  {
    selector: "Identifier[name=/^(renderMeta|serverHandoffStream|__remixContext|__remixManifest|__remixRouteModules)$/]",
    message: "Only public Remix APIs (ARCHITECTURE.md): this is a private Remix field.",
  },
];

const syntax = (...lists) => ["error", ...lists.flat()];

const TESTS = ["**/*.test.{ts,tsx}", "tests/**"];
const BROWSER = ["app/components/**", "app/routes/**", "app/root.tsx", "app/entry.client.tsx"];

export default tseslint.config(
  {
    ignores: [
      "build/",
      ".wrangler/",
      "node_modules/",
      "bench/results/",
      "upstream/seed/generated/",
      "public/",
      "test-results/",
      "playwright-report/",
      ".tmp/",
    ],
  },
  js.configs.recommended,
  tseslint.configs.recommended,
  {
    files: ["**/*.{ts,tsx,js,mjs}"],
    languageOptions: { globals: { ...globals.browser, ...globals.node, ...globals.serviceworker } },
    linterOptions: { reportUnusedDisableDirectives: "error" },
    rules: {
      // Chinese copy uses the ideographic space (U+3000) in template texts too.
      "no-irregular-whitespace": ["error", { skipStrings: true, skipTemplates: true }],
      // server.ts imports the build, which exists only after `remix vite:build`: @ts-expect-error would
      // fail whenever it does exist, so a described @ts-ignore is allowed.
      "@typescript-eslint/ban-ts-comment": ["error", { "ts-ignore": "allow-with-description" }],
      "@typescript-eslint/no-unused-vars": [
        "error",
        { argsIgnorePattern: "^_", varsIgnorePattern: "^_", caughtErrors: "all", ignoreRestSiblings: true },
      ],
    },
  },
  {
    files: ["**/*.tsx"],
    plugins: { "react-hooks": reactHooks },
    rules: reactHooks.configs.recommended.rules,
  },
  {
    files: ["**/*.tsx"],
    ...jsxA11y.flatConfigs.recommended,
    rules: {
      ...jsxA11y.flatConfigs.recommended.rules,
      // `role` is also a prop of our own components (<Party role="甲方">); check DOM elements only.
      "jsx-a11y/aria-role": ["error", { ignoreNonDOM: true }],
      // Radio labels hold their text one level deeper than the default depth of 2.
      "jsx-a11y/label-has-associated-control": ["error", { depth: 3 }],
      // Preflight sets list-style: none, and WebKit then drops a list's semantics unless role="list" is explicit.
      "jsx-a11y/no-redundant-roles": ["error", { nav: ["navigation"], ul: ["list"], ol: ["list"] }],
    },
  },

  // ---- Storefront and upstream: no debugging output left behind.
  {
    files: ["app/**", "upstream/**", "server.ts", "load-context.ts"],
    ignores: TESTS,
    rules: { "no-console": ["error", { allow: ["error", "warn", "info"] }] },
  },

  // ---- Import boundaries by area (later entries win for the files they match).
  {
    files: ["app/**", "server.ts", "load-context.ts"],
    rules: {
      "no-restricted-imports": restrict(noPreact, noReferenceUpstream),
      "no-restricted-syntax": syntax(noRemixPrivates, noRawHtml),
    },
  },
  {
    files: ["app/lib/**"],
    ignores: ["app/lib/money.ts", ...TESTS],
    rules: { "no-restricted-imports": restrict(noPreact, noReferenceUpstream, noDecimalInBrowser, libIsPure) },
  },
  {
    files: ["app/lib/money.ts"],
    rules: { "no-restricted-imports": restrict(noPreact, noReferenceUpstream, libIsPure) },
  },
  {
    files: BROWSER,
    ignores: TESTS,
    rules: {
      "no-restricted-imports": restrict(noPreact, noReferenceUpstream, noDecimalInBrowser),
    },
  },
  {
    files: ["app/components/**"],
    ignores: TESTS,
    rules: { "no-restricted-imports": restrict(noPreact, noReferenceUpstream, noDecimalInBrowser, componentsNeverFetch) },
  },
  {
    // Server-only modules may use anything of the storefront (the lists above are for shipped code).
    files: ["app/.server/**", "**/*.server.{ts,tsx}"],
    rules: { "no-restricted-imports": restrict(noPreact, noReferenceUpstream) },
  },
  {
    // The sanitiser's component, and root's nonce'd inline boot script (a constant of our own).
    files: ["app/components/content/RichText.tsx", "app/root.tsx"],
    rules: { "no-restricted-syntax": syntax(noRemixPrivates) },
  },
  {
    files: ["upstream/**"],
    rules: { "no-restricted-imports": restrict(noPreact, upstreamUsesOnlyAppLib) },
  },
  {
    files: ["upstream/lib/**"],
    rules: { "no-restricted-imports": restrict(noPreact, upstreamUsesOnlyAppLib, upstreamLibNotRoutes) },
  },

  // ---- Tests.
  {
    files: TESTS,
    rules: {
      // Playwright requires a destructuring pattern for the fixtures argument, even an empty one.
      "no-empty-pattern": ["error", { allowObjectPatternsAsParameters: true }],
      // The upstream harness reads JSON answers whose shape each test asserts.
      "@typescript-eslint/no-explicit-any": "off",
    },
  },
);
