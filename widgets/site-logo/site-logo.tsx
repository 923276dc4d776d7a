import { withClass } from '../../builder/common';
import type { WidgetContext } from '../../builder/context';
import { typographyStyle } from '../../builder/parts/typography';
import { typographyAttrs } from '../../builder/parts/typography-attrs';
import { BrandLogo } from '../../components/layout/BrandLogo';
import { BrandMark } from '../../components/layout/BrandMark';
import type { SiteLogoProps } from './schema';

/**
 * The logo from Site Settings, or arig's woven mark beside the business's name when none is uploaded,
 * linking home: the same brand the site's own header shows (its styles are the header's). In the
 * builder, where no settings are read, the mark stands with a placeholder name.
 */
export function SiteLogo({ props, ctx }: { props: SiteLogoProps; ctx: WidgetContext }) {
  const site = ctx.site ?? { name: 'שם העסק', logo: null };
  const home = ctx.currentPath === '/';
  const type = typographyStyle(props, 'typo_name');
  // The name's own element only when it has custom typography: the header, on every page, stays as it was
  // (and the header's own rules for the brand's size do not outrank the name's).
  const name = type.classes.length > 0 ? <span {...typographyAttrs('', type)}>{site.name}</span> : site.name;
  return (
    <div {...withClass(ctx.attrs, `w-align-${props.align}`)}>
      <a className="site-header__brand" href="/" aria-current={home ? 'page' : undefined}>
        {site.logo ? (
          <BrandLogo logo={site.logo} dark={site.logoDark} name={site.name} />
        ) : props.show_name ? (
          <>
            <BrandMark />
            {name}
          </>
        ) : (
          <>
            <BrandMark />
            <span className="visually-hidden">{site.name}</span>
          </>
        )}
      </a>
    </div>
  );
}
