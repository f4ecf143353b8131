// Site texts (hot line, QQ, quality inspection …) live in site_config as key/value rows.
export type SiteConfig = Partial<Record<string, string>>;

export const CONFIG_SQL = "SELECT key, value FROM site_config";

export function toConfig(rows: { key: string; value: string }[]): SiteConfig {
  return Object.fromEntries(rows.map((row) => [row.key, row.value]));
}
