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
  const light = <img src={logo.src} alt={logo.alt || name} width={logo.width} height={logo.height} />;
  if (!dark) return light;
  return (
    <>
      <img
        className="brand-logo brand-logo--light"
        src={logo.src}
        alt={logo.alt || name}
        width={logo.width}
        height={logo.height}
      />
      <img
        className="brand-logo brand-logo--dark"
        src={dark.src}
        alt={dark.alt || name}
        width={dark.width}
        height={dark.height}
        loading="lazy"
      />
    </>
  );
}
