import type { ElementAttrs } from '../../builder/common';
import type { TypographyStyle } from '../../builder/parts/typography';
import { typographyAttrs } from '../../builder/parts/typography-attrs';
import type { AuthorProfile } from '../../data/types';
import { t } from '../../messages/he';
import { ResponsiveImage } from './ResponsiveImage';

interface Props {
  author: AuthorProfile;
  avatar?: boolean;
  bio?: boolean;
  link?: boolean;
  /** The builder's wrapper attributes (its classes, anchor and animation); the site's own article has none. */
  attrs?: ElementAttrs;
  /** The heading's id, which names the box; unique on the page. */
  nameId?: string;
  /** An author-box widget's typography groups (builder/parts/typography.ts): the name, the bio, the link. */
  typography?: { name?: TypographyStyle; bio?: TypographyStyle; link?: TypographyStyle };
}

/** The first letter of the first two words of a name: the avatar when the author has no picture. */
export function initialsOf(name: string): string {
  return name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((word) => [...word][0])
    .join('');
}

/** Who wrote the article: picture (or initials), name, a few lines about them, and their other articles. */
export function AuthorBox({
  author,
  avatar = true,
  bio = true,
  link = true,
  attrs,
  nameId = 'author-box-name',
  typography,
}: Props) {
  const about = bio ? author.bio : null;
  const more = link ? author.url : null;
  return (
    <section {...attrs} className={attrs?.className ?? 'w-author-box'} aria-labelledby={nameId}>
      {avatar &&
        (author.avatar ? (
          <ResponsiveImage className="w-author-box__avatar" image={{ ...author.avatar, alt: '' }} sizes="5rem" />
        ) : (
          <span className="w-author-box__avatar w-author-box__initials" aria-hidden="true">
            {initialsOf(author.name)}
          </span>
        ))}
      <div className="w-author-box__text">
        <p className="w-author-box__label">{t.aboutTheAuthor}</p>
        <h2 {...typographyAttrs('w-author-box__name', typography?.name)} id={nameId}>
          {author.name}
        </h2>
        {about && <p {...typographyAttrs('w-author-box__bio', typography?.bio)}>{about}</p>}
        {more && (
          <a {...typographyAttrs('w-author-box__link', typography?.link)} href={more}>
            {t.allArticlesBy(author.name)}
          </a>
        )}
      </div>
    </section>
  );
}
