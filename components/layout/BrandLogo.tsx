export interface LogoImage {
  src: string;
  alt: string;
  width: number;
  height: number;
}

/**
 * The logo from Site Settings. With a variant for dark backgrounds, both are rendered and CSS shows the one
 * that reads where it stands (header.css `.brand-logo--*`); the variant for dark backgrounds is lazy, so a
 * page that does not show it never fetches it.
 */
export function BrandLogo({ logo, dark, name }: { logo: LogoImage; dark?: LogoImage | null; name: string }) {
  const picture = (image: LogoImage, variant?: 'light' | 'dark') => (
    <img
      className={variant && `brand-logo brand-logo--${variant}`}
      src={image.src}
      alt={image.alt || name}
      width={image.width}
      height={image.height}
      loading={variant === 'dark' ? 'lazy' : undefined}
    />
  );
  if (!dark) return picture(logo);
  return (
    <>
      {picture(logo, 'light')}
      {picture(dark, 'dark')}
    </>
  );
}
