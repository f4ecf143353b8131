import { defineConfig } from "vitest/config";
import tsconfigPaths from "vite-tsconfig-paths";

export default defineConfig({
  plugins: [tsconfigPaths()],
  // The unit tests call the embedded upstream with its test fixtures (upstream/app.ts).
  define: { __E2E_FIXTURES__: "true" },
  test: {
    include: ["tests/unit/**/*.test.ts", "app/**/*.test.ts", "app/**/*.test.tsx"],
    environment: "node",
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
