import { useId } from "react";
import type { BlockProps } from "../../../schema/blocks";
import { Prerendered } from "../../islands/Prerendered";
import { useSitePath } from "../../page/use-site-path";
import { ActionButton } from "../../ui/ActionButton";
import { Icon } from "../../ui/Icon";
import { Picture } from "../../ui/Picture";

type Sidebar = NonNullable<BlockProps<"blog-list">["sidebar"]>;

/**
 * The column beside a blog list: search (logged, stays on the page), categories, recent posts, advert.
 * Nothing in it changes in the browser, so its island is sent none of it.
 */
export function BlogSidebar({ search, categories, recent, advert }: Sidebar) {
  const ids = useId();
  const sitePath = useSitePath();
  return (
    <Prerendered as="aside" className="blog-sidebar" data-slot="sidebar">
      <form role="search" data-stay="log" data-slot="search">
        <div className="flex overflow-hidden rounded-pill border border-line transition focus-within:border-accent focus-within:ring-4 focus-within:ring-accent/20">
          <input
            type="search"
            name="search"
            aria-label={search.label}
            placeholder={search.placeholder}
            className="min-w-0 flex-1 bg-transparent px-5 py-3 outline-none"
          />
          <button
            type="submit"
            aria-label={search.button}
            className="grid w-12 place-items-center bg-accent text-accent-ink"
          >
            <Icon name="search" className="size-5" />
          </button>
        </div>
      </form>
      {categories && (
        <section aria-labelledby={`${ids}-categories`} data-slot="categories">
          <h2 id={`${ids}-categories`}>{categories.heading}</h2>
          <ul>
            {categories.items.map((category) => (
              <li key={category.id}>
                <span>{category.name}</span>
                <span>{`(${category.count})`}</span>
              </li>
            ))}
          </ul>
        </section>
      )}
      {recent && (
        <section aria-labelledby={`${ids}-recent`} data-slot="recent">
          <h2 id={`${ids}-recent`}>{recent.heading}</h2>
          <ul>
            {recent.posts.map((post) => (
              <li key={post.id}>
                {post.image && <Picture layout="thumbnail" image={post.image} alt="" />}
                <div>
                  <a href={sitePath(`/blog/${post.id}`)}>{post.title}</a>
                  <p>{post.date}</p>
                </div>
              </li>
            ))}
          </ul>
        </section>
      )}
      {advert && (
        <section
          aria-labelledby={`${ids}-advert`}
          className="rounded-card bg-night p-8 text-center text-slate-300 shadow-card"
          data-slot="advert"
        >
          <h2 id={`${ids}-advert`} className="text-2xl text-white">
            {advert.heading}
          </h2>
          {advert.text && <p className="mt-3 leading-relaxed">{advert.text}</p>}
          <ActionButton action={advert.action} className="mt-6" />
        </section>
      )}
    </Prerendered>
  );
}
