import type { LoopView } from '../context';
import { PostCard, type CardParts } from '../../components/content/PostCard';
import { tw } from '../../messages/builder';
import { ProductCard } from '../../components/shop/ProductCard';
import type { ProductView } from '../../data/shop/types';
import type { ListingProps } from './listing-props';
import { typographyStyle } from './typography';

type Pagination = ListingProps['pagination'];

function PageLinks({ loop, kind }: { loop: LoopView; kind: Pagination }) {
  const { page, totalPages } = loop;
  if (kind === 'none' || kind === 'load_more' || totalPages <= 1) return null;
  const numbers = kind !== 'prev_next';
  const arrows = kind !== 'numbers';
  return (
    <nav className="pagination w-loop-grid__pagination" aria-label={tw.loop.pagination}>
      <ul>
        {arrows && page > 1 && (
          <li>
            <a href={loop.pageUrl(page - 1)} rel="prev" data-loop-link="">
              {tw.loop.previous}
            </a>
          </li>
        )}
        {numbers &&
          Array.from({ length: totalPages }, (_, i) => i + 1).map((n) => (
            <li key={n}>
              {n === page ? (
                <span aria-current="page" aria-label={tw.loop.currentPageN(n, totalPages)}>
                  {n}
                </span>
              ) : (
                <a href={loop.pageUrl(n)} aria-label={tw.loop.pageN(n)} data-loop-link="">
                  {n}
                </a>
              )}
            </li>
          ))}
        {arrows && page < totalPages && (
          <li>
            <a href={loop.pageUrl(page + 1)} rel="next" data-loop-link="">
              {tw.loop.next}
            </a>
          </li>
        )}
      </ul>
    </nav>
  );
}

/**
 * The grid's children: the result count, the cards and the page links. The server renders it inside the
 * widget, and the refresh endpoint returns exactly this markup for the island to swap in.
 */
export function LoopResults({ props, loop }: { props: ListingProps; loop: LoopView }) {
  const parts: CardParts = {
    image: props.show_image,
    excerpt: props.show_excerpt,
    date: props.show_date,
    categories: props.show_categories,
    readMore: props.show_read_more && props.read_more_text ? props.read_more_text : null,
    author: props.show_author && (!loop.authorArchive || props.author_on_author_archive === true),
    excerptWords: props.excerpt_length,
  };
  const level = props.heading_level === 'h3' ? 3 : 2;
  const typography = {
    title: typographyStyle(props, 'typo_title'),
    meta: typographyStyle(props, 'typo_meta'),
    excerpt: typographyStyle(props, 'typo_excerpt'),
  };
  return (
    <>
      {/* Hidden, not absent: a page changed in place still announces the count from here. */}
      <p className={props.show_count ? 'w-loop-grid__count' : 'visually-hidden'} data-loop-count="">
        {tw.loop.results(loop.totalDocs)}
      </p>
      {loop.products ? (
        <ProductItems products={loop.products} now={loop.now ?? 0} level={level} empty={props.empty_text} />
      ) : loop.posts.length === 0 ? (
        <p className="w-loop-grid__empty">{props.empty_text}</p>
      ) : (
        <ul className="post-grid w-loop-grid__items" data-loop-items="">
          {loop.posts.map((post, i) => (
            <li key={post.id}>
              <PostCard
                post={post}
                headingLevel={level}
                priority={props.image_priority && i === 0 && loop.page === 1}
                parts={parts}
                typography={typography}
                categoriesLabel={tw.loop.categories}
              />
            </li>
          ))}
        </ul>
      )}
      {props.pagination === 'load_more' ? (
        <LoadMore loop={loop} text={props.load_more_text} />
      ) : (
        <PageLinks loop={loop} kind={props.pagination} />
      )}
    </>
  );
}

function LoadMore({ loop, text }: { loop: LoopView; text: string }) {
  if (loop.page >= loop.totalPages) return null;
  return (
    <p className="w-loop-grid__more">
      <a href={loop.pageUrl(loop.page + 1)} data-loop-more="" className="w-loop-grid__more-link">
        {text}
      </a>
    </p>
  );
}

/** A products grid's cards: the catalogue's own (price, sale, stock, add to cart). */
function ProductItems(props: { products: ProductView[]; now: number; level: 2 | 3; empty: string }) {
  if (props.products.length === 0) return <p className="w-loop-grid__empty">{props.empty}</p>;
  const now = new Date(props.now);
  return (
    <ul className="product-grid w-loop-grid__items" data-loop-items="">
      {props.products.map((product) => (
        <li key={product.id}>
          <ProductCard product={product} now={now} headingLevel={props.level} />
        </li>
      ))}
    </ul>
  );
}
