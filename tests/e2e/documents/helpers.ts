// Shared by the documents and self-service specs (issue 13).
import type { Page } from "@playwright/test";

export function toast(page: Page, text: string | RegExp) {
  return page.getByRole("status").filter({ hasText: text });
}

/** A tiny valid PNG (its signature is what the upload check reads). */
export const PNG = Buffer.from("89504e470d0a1a0a0000000d4948445200000001000000010806000000", "hex");

/** A date a year ahead, YYYY-MM-DD. */
export const nextYear = () => new Date(Date.now() + 365 * 86_400_000).toISOString().slice(0, 10);
