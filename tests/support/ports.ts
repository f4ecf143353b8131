// Ports of the servers the e2e suite starts (playwright.config.ts).
export const PORT = Number(process.env.E2E_PORT ?? 8790);
export const DOWN_PORT = PORT + 1;
export const FAILING_UPSTREAM_PORT = PORT + 2;
export const FAILING_UPSTREAM_URL = `http://127.0.0.1:${FAILING_UPSTREAM_PORT}`;
