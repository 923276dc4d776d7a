import type { PostView, SiteSettingsView } from '../../data/types';
import type { Crumb } from '../content/Breadcrumbs';

type Thing = Record<string, unknown>;

export const absolute = (siteUrl: string, path: string): string => new URL(path, siteUrl).toString();

function intlPhone(phone: string): string {
  const digits = phone.replace(/[^0-9+]/g, '');
  return digits.startsWith('0') ? `+972${digits.slice(1)}` : digits;
}

export function organization(settings: SiteSettingsView, siteUrl: string): Thing {
  const { address } = settings;
  return {
    '@context': 'https://schema.org',
    '@type': 'ProfessionalService',
    '@id': `${absolute(siteUrl, '/')}#organization`,
    name: settings.businessName,
    legalName: settings.legalName ?? undefined,
    url: absolute(siteUrl, '/'),
    logo: settings.logo ? absolute(siteUrl, settings.logo.src) : undefined,
    telephone: settings.phone ? intlPhone(settings.phone) : undefined,
    email: settings.email ?? undefined,
    address: address.city
      ? {
          '@type': 'PostalAddress',
          streetAddress: address.street ?? undefined,
          addressLocality: address.city,
          postalCode: address.postalCode ?? undefined,
          addressCountry: 'IL',
        }
      : undefined,
    sameAs: settings.socialLinks.length ? settings.socialLinks.map((l) => l.url) : undefined,
    inLanguage: 'he-IL',
  };
}

export function breadcrumbList(trail: Crumb[], siteUrl: string): Thing {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: trail.map((crumb, i) => ({
      '@type': 'ListItem',
      position: i + 1,
      name: crumb.label,
      item: absolute(siteUrl, crumb.url),
    })),
  };
}

export function article(post: PostView, settings: SiteSettingsView, siteUrl: string): Thing {
  return {
    '@context': 'https://schema.org',
    '@type': 'Article',
    headline: post.title,
    description: post.seo.description ?? post.excerpt ?? undefined,
    datePublished: post.publishedAt ?? undefined,
    dateModified: post.updatedAt,
    image: post.image ? [absolute(siteUrl, post.image.src)] : undefined,
    author: post.author
      ? {
          '@type': 'Person',
          name: post.author.name,
          url: post.author.url ? absolute(siteUrl, post.author.url) : undefined,
        }
      : undefined,
    publisher: { '@id': `${absolute(siteUrl, '/')}#organization`, name: settings.businessName },
    mainEntityOfPage: absolute(siteUrl, post.url),
    inLanguage: 'he-IL',
  };
}

/** Safe inside <script>: "<" can never close the element early. */
export function serializeJsonLd(things: Thing[]): string {
  return JSON.stringify(things.length === 1 ? things[0] : things).replace(/</g, '\\u003c');
}
