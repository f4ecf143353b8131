// Coloured goods tags (spec §9): 优 秒 新 red, 满 orange, 换购 blue, 赠 pink, 特 yellow.
import clsx from "clsx";
import { tagClass, tagMeaning } from "~/lib/tags";

export function TagList({ tags, className }: { tags: string[]; className?: string }) {
  if (tags.length === 0) return null;
  return (
    <ul aria-label="商品标签" className={clsx("flex flex-wrap gap-1", className)}>
      {tags.map((tag) => (
        <li key={tag}>
          <span
            title={tagMeaning(tag)}
            data-tag={tag}
            className={clsx("inline-block rounded-sm border px-1 text-xs leading-[18px]", tagClass(tag))}
          >
            {tag}
          </span>
        </li>
      ))}
    </ul>
  );
}
