// 底部导航 (bottom bar): the category menu (first 7 top categories, children on hover and on
// keyboard focus, CSS only; always open on the home page) and up to 9 nav links. From md up a
// strip under the centre bar; below md it is rendered inside the 菜单 disclosure instead (the
// menu open, categories and links stacked full width).
import { Link } from "@remix-run/react";
import clsx from "clsx";
import type { MenuCategory, NavItem } from "~/lib/types";
import { PromoLink } from "./PromoLink";

export function BottomBar({
  categories,
  nav,
  menuOpen,
  className,
}: {
  categories: MenuCategory[];
  nav: NavItem[];
  menuOpen: boolean;
  className?: string;
}) {
  return (
    <div className={clsx("bg-brand text-white", className)}>
      <div className="shell-container flex flex-wrap items-stretch">
        <CategoryMenu categories={categories} open={menuOpen} />
        <NavLinks items={nav} />
      </div>
    </div>
  );
}

export function CategoryMenu({ categories, open }: { categories: MenuCategory[]; open: boolean }) {
  return (
    <nav aria-label="全部商品分类" className="group/menu relative z-20 w-full shrink-0 md:w-[210px]">
      <Link
        to="/list"
        className="flex h-10 items-center gap-2 bg-brand-dark px-4 font-bold focus-visible:outline-white focus-visible:-outline-offset-4"
      >
        <span aria-hidden="true" className="text-lg leading-none">
          ≡
        </span>
        全部商品分类
      </Link>
      {categories.length > 0 ? (
        <ul
          className={clsx(
            "w-full border border-t-0 border-gray-200 bg-white py-1 text-ink shadow-md md:absolute md:left-0 md:top-full",
            open ? "block" : "absolute left-0 top-full hidden group-hover/menu:block group-focus-within/menu:block",
          )}
        >
          {categories.map((category) => (
            <li key={category.id} className="group/cat">
              <Link
                to={`/list?category=${category.id}`}
                className="flex h-[41px] items-center justify-between px-4 hover:bg-brand-light hover:text-brand group-focus-within/cat:bg-brand-light group-hover/cat:bg-brand-light"
              >
                <span className="truncate">{category.name}</span>
                <span aria-hidden="true" className="text-ink-mute">
                  ›
                </span>
              </Link>
              {category.children.length > 0 ? (
                <ul className="hidden flex-wrap content-start gap-x-4 gap-y-2 bg-white px-4 py-3 text-sm group-focus-within/cat:flex group-hover/cat:flex md:absolute md:left-full md:top-0 md:min-h-full md:w-[540px] md:border md:border-gray-200 md:shadow-lg">
                  {category.children.map((child) => (
                    <li key={child.id}>
                      <Link to={`/list?category=${child.id}`} className="text-ink-soft hover:text-brand hover:underline">
                        {child.name}
                      </Link>
                    </li>
                  ))}
                </ul>
              ) : null}
            </li>
          ))}
        </ul>
      ) : null}
    </nav>
  );
}

export function NavLinks({ items }: { items: NavItem[] }) {
  if (items.length === 0) return null;
  return (
    <nav aria-label="主导航" className="w-full md:w-auto md:min-w-0 md:flex-1">
      <ul className="flex flex-wrap">
        {items.map((item) => (
          <li key={item.id} className="group/nav relative">
            <PromoLink
              url={item.url}
              source="nav"
              refId={item.id}
              newTab={item.is_open === 1}
              className="flex h-10 items-center px-3 font-medium hover:bg-brand-dark md:px-4 group-focus-within/nav:bg-brand-dark focus-visible:outline-white focus-visible:-outline-offset-4"
            >
              {item.name}
            </PromoLink>
            {item.children.length > 0 ? (
              <ul className="absolute left-0 top-full z-30 hidden min-w-full whitespace-nowrap rounded-b border border-gray-200 bg-white py-1 text-sm text-ink shadow-lg group-focus-within/nav:block group-hover/nav:block">
                {item.children.map((child) => (
                  <li key={child.id}>
                    <PromoLink
                      url={child.url}
                      source="nav"
                      refId={child.id}
                      className="block px-4 py-1.5 hover:bg-brand-light hover:text-brand"
                    >
                      {child.name}
                    </PromoLink>
                  </li>
                ))}
              </ul>
            ) : null}
          </li>
        ))}
      </ul>
    </nav>
  );
}
