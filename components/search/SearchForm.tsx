import { globalTypography, type TypographyStyle } from '../../builder/parts/typography';
import { typographyAttrs } from '../../builder/parts/typography-attrs';
import { maxQueryChars } from '../../engines/search/limits';
import { ts } from '../../messages/search';

interface Props {
  /** Unique on the page: the input's id and the base of the suggestion list's ids. */
  id: string;
  query?: string;
  /** The page's own big form shows its label; the header's is compact with a hidden one. */
  variant?: 'page' | 'compact';
  label?: string;
  /** Shown above the field; otherwise read by screen readers only. Default: the page variant shows it. */
  showLabel?: boolean;
  placeholder?: string;
  buttonText?: string;
  /** The button shows only its icon; its text is still its name. Default: the compact variant. */
  iconOnly?: boolean;
  /** A search-form widget's typography: on what is typed, and on the button when it shows its text. */
  typography?: TypographyStyle;
}

export function SearchIcon() {
  return (
    <svg aria-hidden="true" focusable="false" width="20" height="20" viewBox="0 0 20 20">
      <path
        d="M8.5 2.5a6 6 0 1 0 0 12a6 6 0 1 0 0-12zM13 13l5 5"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinecap="round"
      />
    </svg>
  );
}

/**
 * WordPress's search form: a GET to `/?s=`, so it works without JavaScript. With JavaScript the input
 * becomes a combobox with suggestions (site-runtime/search), loaded on its first focus.
 */
export function SearchForm({
  id,
  query = '',
  variant = 'page',
  label = ts.label,
  showLabel = variant === 'page',
  placeholder,
  buttonText = ts.submit,
  iconOnly = variant === 'compact',
  typography = globalTypography,
}: Props) {
  return (
    <form
      role="search"
      action="/"
      method="get"
      className={`search-form search-form--${variant}${iconOnly ? ' search-form--icon-only' : ''}`}
      data-search
    >
      <label htmlFor={id} className={showLabel ? 'search-form__label' : 'visually-hidden'}>
        {label}
      </label>
      <div className="search-form__field">
        <input
          id={id}
          {...typographyAttrs('search-form__input', typography)}
          type="search"
          name="s"
          defaultValue={query}
          maxLength={maxQueryChars}
          autoComplete="off"
          enterKeyHint="search"
          placeholder={placeholder ?? (variant === 'compact' ? ts.compactPlaceholder : ts.placeholder)}
          data-search-input
        />
        <button type="submit" {...typographyAttrs('search-form__submit', iconOnly ? undefined : typography)}>
          <SearchIcon />
          <span className={iconOnly ? 'visually-hidden' : undefined}>{buttonText}</span>
        </button>
      </div>
    </form>
  );
}
