import type { CSSProperties } from 'react';
import { withClass } from '../../builder/common';
import type { WidgetContext } from '../../builder/context';
import { CarouselFrame } from '../../builder/parts/carousel-frame';
import { EditorPlaceholder } from '../../builder/parts/editor-placeholder';
import { typographyStyle, type TypographyStyle } from '../../builder/parts/typography';
import { typographyAttrs } from '../../builder/parts/typography-attrs';
import { DeferredImage } from '../../components/content/DeferredImage';
import { formatLongDate } from '../../components/format/date';
import { serializeJsonLd } from '../../components/seo/json-ld';
import type { ReviewView } from '../../data/types';
import { carouselOptions } from '../../engines/media/carousel-options';
import { isSafeUrl } from '../../engines/safe-url';
import { tw } from '../../messages/builder';
import { aggregateRating, pickReviews } from './pick';
import type { ReviewsProps } from './schema';
import { reviewsStructuredData } from './structured-data';

const averageFormat = new Intl.NumberFormat('he-IL', { minimumFractionDigits: 1, maximumFractionDigits: 1 });

/**
 * Reviews as cards (quote, stars, who said it), in a grid or in the shared carousel. The stars are drawn
 * for the eye and said in words for screen readers ("דירוג: 4 מתוך 5").
 */
export function Reviews({ props, ctx }: { props: ReviewsProps; ctx: WidgetContext }) {
  const shown = pickReviews(
    ctx.reviews ?? [],
    props.chosen.map((c) => c.review_id),
    props.max_items,
  );
  if (shown.length === 0) return <EditorPlaceholder ctx={ctx} text={tw.editorEmpty.reviews} />;
  const columns = Number(props.columns);
  const types = { text: typographyStyle(props, 'typo_text'), author: typographyStyle(props, 'typo_author') };
  const cards = shown.map((review) => <ReviewCard key={review.id} review={review} props={props} types={types} />);
  const data = reviewsStructuredData(shown, {
    type: props.schema_type,
    name: props.schema_name,
    description: props.schema_description,
  });
  const { average, count } = aggregateRating(shown);
  return (
    <div
      {...withClass(ctx.attrs, `w-reviews--${props.layout}`)}
      style={{ '--w-reviews-cols': columns } as CSSProperties}
    >
      {props.show_summary && (
        <p className="w-reviews__summary">
          <Stars rating={Math.round(average)} />
          {tw.reviews.summary(averageFormat.format(average), count)}
        </p>
      )}
      {props.layout === 'carousel' ? (
        <CarouselFrame
          attrs={{ className: 'w-reviews__carousel' }}
          name={props.name}
          options={carouselOptions(
            {
              slides_to_show: columns,
              slides_to_show_tablet: Math.min(columns, 2),
              slides_to_show_mobile: 1,
              navigation: 'both',
              autoplay: props.autoplay,
              autoplay_speed: props.autoplay_speed,
              image_spacing_custom: { size: 24, unit: 'px' },
            },
            { slideCount: cards.length },
          )}
          slides={cards}
        />
      ) : (
        <ul className="w-reviews__grid" aria-label={props.name}>
          {cards.map((card) => (
            <li key={card.key}>{card}</li>
          ))}
        </ul>
      )}
      {data && <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: serializeJsonLd([data]) }} />}
    </div>
  );
}

function ReviewCard({
  review,
  props,
  types,
}: {
  review: ReviewView;
  props: ReviewsProps;
  /** The quote's and the name's typography groups. */
  types: { text: TypographyStyle; author: TypographyStyle };
}) {
  const about = [review.role, review.company].filter(Boolean).join(', ');
  const photo = props.show_photo && review.photo && isSafeUrl(review.photo.src) ? review.photo : null;
  return (
    <figure className="w-reviews__card">
      <p className="w-reviews__rating">
        <Stars rating={review.rating} />
        <span className="visually-hidden">{tw.reviews.rating(review.rating)}</span>
      </p>
      <blockquote {...typographyAttrs('w-reviews__text', types.text)}>
        {review.text
          .split(/\n{2,}/)
          .map((paragraph) => paragraph.trim())
          .filter(Boolean)
          .map((paragraph, i) => (
            <p key={i}>{paragraph}</p>
          ))}
      </blockquote>
      <figcaption className="w-reviews__by">
        {props.show_photo && !photo && (
          <span className="w-reviews__initial" aria-hidden="true">
            {Array.from(review.author.trim())[0]}
          </span>
        )}
        {photo && (
          <DeferredImage
            className="w-reviews__photo"
            src={photo.src}
            srcSet={photo.srcset || undefined}
            sizes={photo.srcset ? '56px' : undefined}
            width={56}
            height={56}
            alt=""
          />
        )}
        <span className="w-reviews__who">
          <span {...typographyAttrs('w-reviews__author', types.author)}>{review.author}</span>
          {about && <span className="w-reviews__about">{about}</span>}
          {props.show_date && <time dateTime={review.date.slice(0, 10)}>{formatLongDate(review.date)}</time>}
          {review.sourceUrl && isSafeUrl(review.sourceUrl) && (
            <a className="w-reviews__source" href={review.sourceUrl} rel="noopener nofollow">
              {tw.reviews.source}
            </a>
          )}
        </span>
      </figcaption>
    </figure>
  );
}

/** Five stars, the first `rating` filled; decoration only (the rating is said in words beside it). */
function Stars({ rating }: { rating: number }) {
  return (
    <svg className="w-reviews__stars" viewBox="0 0 120 24" aria-hidden="true" focusable="false">
      {[0, 1, 2, 3, 4].map((i) => (
        <path
          key={i}
          // Star i from the start: in RTL the first star is the rightmost.
          transform={`translate(${96 - i * 24} 0)`}
          className={i < rating ? 'is-on' : undefined}
          d="M12 2l2.9 6.3 6.9.7-5.2 4.6 1.5 6.8L12 17l-6.1 3.4 1.5-6.8L2.2 9l6.9-.7z"
        />
      ))}
    </svg>
  );
}
