import type { BlockProps } from "../../../schema/blocks";
import type { IslandRule } from "../../islands/island-start";
import { Prerendered } from "../../islands/Prerendered";
import { cx } from "../../ui/cx";
import { BlogSidebar } from "./BlogSidebar";
import { Pagination } from "./Pagination";
import { PostCard } from "./PostCard";

/** Only the pagination needs the browser, and only once a visitor reaches for it. */
export const island: IslandRule<BlockProps<"blog-list">> = (props) => (props.pagination ? "interaction" : null);

/** The posts and the sidebar never change in the browser: the island is sent what the pagination needs. */
export const browserProps = ({ sidebar, ...props }: BlockProps<"blog-list">): BlockProps<"blog-list"> => ({
  ...props,
  posts: [],
  sidebar: sidebar && { search: sidebar.search },
});

const gridClasses = {
  list: "grid grid-cols-1 gap-10",
  grid: "grid gap-8 md:grid-cols-2",
  tiles: "grid gap-8 md:grid-cols-2",
} as const;

/** The posts of a blog list page, each card linking to its post, with optional pagination and sidebar. */
export default function BlogList({
  label,
  variant,
  posts,
  readMore,
  datePrefix,
  pagination,
  sidebar,
}: BlockProps<"blog-list">) {
  return (
    <section aria-label={label} data-block="blog-list" data-variant={variant} className="bg-white py-16 md:py-24">
      <div
        className={cx(
          "mx-auto w-full px-5 sm:px-8",
          sidebar ? "grid max-w-7xl grid-cols-1 gap-12 lg:grid-cols-[minmax(0,1fr)_22rem]" : "max-w-6xl",
        )}
      >
        <div>
          <Prerendered as="div" className={gridClasses[variant]} data-slot="posts">
            {posts.map((post, index) => (
              <PostCard
                key={post.id}
                post={post}
                variant={variant}
                readMore={readMore}
                datePrefix={datePrefix && (datePrefix.byTag[post.tag] ?? datePrefix.default)}
                priority={index === 0}
              />
            ))}
          </Prerendered>
          {pagination && <Pagination {...pagination} />}
        </div>
        {sidebar && <BlogSidebar {...sidebar} />}
      </div>
    </section>
  );
}
