// Goods tags and their colours (spec §9): 优 and 秒 red, 满 orange, 换购 blue or amber (two
// readings of the spec; we take blue), 赠 pink, 特 yellow, 新 red. Unknown tags are grey.

export const TAGS = ["优", "秒", "满", "换购", "赠", "特", "新"] as const;
export type Tag = (typeof TAGS)[number];

export type TagTone = "red" | "orange" | "blue" | "pink" | "yellow" | "grey";

const TONES: Record<Tag, TagTone> = {
  优: "red",
  秒: "red",
  满: "orange",
  换购: "blue",
  赠: "pink",
  特: "yellow",
  新: "red",
};

/** What each tag means, for a screen reader and a tooltip. */
const MEANINGS: Record<Tag, string> = {
  优: "优选",
  秒: "秒杀",
  满: "满减",
  换购: "换购",
  赠: "买赠",
  特: "特价",
  新: "新品",
};

// Whole class names (UnoCSS reads them from this file). The tones are theme tokens (uno.config.ts,
// `tag`) chosen for 4.5:1 contrast; yellow gets dark text.
const CLASSES: Record<TagTone, string> = {
  red: "border-tag-red bg-tag-red text-white",
  orange: "border-tag-orange bg-tag-orange text-white",
  blue: "border-tag-blue bg-tag-blue text-white",
  pink: "border-tag-pink bg-tag-pink text-white",
  yellow: "border-yellow-400 bg-tag-yellow text-tag-yellow-ink",
  grey: "border-gray-400 bg-gray-100 text-gray-700",
};

export function isTag(value: unknown): value is Tag {
  return typeof value === "string" && (TAGS as readonly string[]).includes(value);
}

export function tagTone(tag: string): TagTone {
  return isTag(tag) ? TONES[tag] : "grey";
}

export function tagClass(tag: string): string {
  return CLASSES[tagTone(tag)];
}

export function tagMeaning(tag: string): string {
  return isTag(tag) ? MEANINGS[tag] : tag;
}
