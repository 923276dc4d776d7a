import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { lexicalEditor } from '@payloadcms/richtext-lexical';
import { he } from '@payloadcms/translations/languages/he';
import { buildConfig } from 'payload';
import sharp from 'sharp';
import { env, payloadSecret, studioCsrfOrigins } from '../config/env';
import { Categories } from './collections/categories/config';
import { ConsentRecords } from './collections/consent-records/config';
import { MailOutbox } from './collections/mail-outbox/config';
import { Media } from './collections/media/config';
import { Pages } from './collections/pages/config';
import { Popups } from './collections/popups/config';
import { Posts } from './collections/posts/config';
import { Projects } from './collections/projects/config';
import { Reviews } from './collections/reviews/config';
import { AnnouncementBars } from './collections/announcement-bars/config';
import { MegaPanels } from './collections/mega-panels/config';
import { ThemeTemplates } from './collections/theme-templates/config';
import { Tags } from './collections/tags/config';
import { Redirects } from './collections/redirects/config';
import { FormFiles } from './collections/form-files/config';
import { formsPlugin } from './collections/forms/plugin';
import { Subscribers } from './collections/subscribers/config';
import { Users } from './collections/users/config';
import { Products } from './collections/products/config';
import { ProductCategories } from './collections/product-categories/config';
import { ProductTags } from './collections/product-tags/config';
import { Carts } from './collections/carts/config';
import { Orders } from './collections/orders/config';
import { Coupons } from './collections/coupons/config';
import { CancellationRequests } from './collections/cancellation-requests/config';
import { PaymentAttempts } from './collections/payment-attempts/config';
import { VisitDays } from './collections/visit-days/config';
import { VisitEvents } from './collections/visit-events/config';
import { outboxEmailAdapter } from '../mail/payload-adapter';
import { withHebrewFixes } from './i18n/hebrew-fixes';
import { studioPlugin } from './studio-plugin';
import { mediaStoragePlugin } from './media-storage';
import { allowPayloadVersionGaps } from './payload-versions';
import { linkTargetsEndpoint } from './endpoints/link-targets';
import { importJobEndpoint, startImportEndpoint } from './endpoints/wordpress-import';
import { databaseAdapter } from './database';
import { AccessibilityStatement } from './globals/accessibility-statement';
import { ChatWidget } from './globals/chat-widget';
import { AccessibilityWidget } from './globals/accessibility-widget';
import { Navigation } from './globals/navigation';
import { Newsletter } from './globals/newsletter';
import { TrackingSettings } from './globals/tracking-settings';
import { SiteSettings } from './globals/site-settings';
import { ShopSettings } from './globals/shop-settings';

/** Names the address to use when the studio is opened where saves would be refused (see csrf below). */
const originNotice = {
  path: '/studio/origin/OriginNotice#OriginNotice',
  clientProps: {
    accepted: studioCsrfOrigins(),
    siteUrl: env().SITE_URL,
    siteUrlConfigured: env().origin.siteUrl !== undefined,
  },
};

allowPayloadVersionGaps();

const cmsDir = path.dirname(fileURLToPath(import.meta.url));
const rootDir = path.resolve(cmsDir, '..');

export default buildConfig({
  secret: payloadSecret(),
  telemetry: false,
  // CSRF: Payload accepts its session cookie only from requests whose Origin is listed here (or, without
  // an Origin header, whose Sec-Fetch-Site is same-origin/same-site/none). The list is the site's own
  // origin (every loopback spelling of the port when SITE_URL is unset; config/site-origin.ts), so a page
  // elsewhere cannot write through a signed-in editor's cookie; scripts use a JWT. `serverURL` stays
  // unset so the admin keeps using relative URLs. Config only: no migration.
  csrf: studioCsrfOrigins(),
  graphQL: { disable: true },
  admin: {
    user: 'users',
    // 'gravatar' (Payload's default) sends every editor's browser to an outside host.
    avatar: 'default',
    meta: {
      titleSuffix: ' · אריג',
      // The site's own icon (served by the same server), not Payload's.
      icons: [{ rel: 'icon', type: 'image/svg+xml', url: '/favicon.svg' }],
    },
    components: {
      graphics: { Logo: '/studio/brand/Logo#Logo', Icon: '/studio/brand/Icon#Icon' },
      providers: ['/studio/i18n/HebrewLabels#HebrewLabels'],
      beforeLogin: [originNotice],
      header: [originNotice],
      beforeDashboard: ['/studio/analytics/OwnerDesk#OwnerDesk'],
      beforeNavLinks: ['/studio/shell/OpenNavOnDesktop#OpenNavOnDesktop'],
      afterNavLinks: ['/studio/analytics/NavLink#NavLink', '/studio/import/NavLink#ImportNavLink'],
      views: {
        analytics: { Component: '/studio/analytics/AnalyticsView#AnalyticsView', path: '/analytics' },
        wordpressImport: { Component: '/studio/import/ImportView#ImportView', path: '/import' },
      },
    },
    dateFormat: 'd.M.yyyy HH:mm',
    importMap: {
      baseDir: rootDir,
      importMapFile: path.join(rootDir, 'studio', 'app', '(payload)', 'admin', 'importMap.js'),
    },
  },
  i18n: {
    supportedLanguages: { he },
    fallbackLanguage: 'he',
  },
  collections: [
    Pages,
    Posts,
    Projects,
    Reviews,
    Popups,
    AnnouncementBars,
    MegaPanels,
    ThemeTemplates,
    Categories,
    Tags,
    Media,
    Users,
    MailOutbox,
    Subscribers,
    FormFiles,
    ConsentRecords,
    VisitEvents,
    VisitDays,
    Redirects,
    Products,
    ProductCategories,
    ProductTags,
    Carts,
    Orders,
    PaymentAttempts,
    Coupons,
    CancellationRequests,
  ],
  globals: [
    SiteSettings,
    Navigation,
    AccessibilityStatement,
    AccessibilityWidget,
    ChatWidget,
    Newsletter,
    TrackingSettings,
    ShopSettings,
  ],
  endpoints: [linkTargetsEndpoint, startImportEndpoint, importJobEndpoint],
  plugins: [formsPlugin, studioPlugin, mediaStoragePlugin(env().mediaStorage)],
  // Every message, Payload's own included, goes through the outbox (mail/): kept, retried, visible.
  email: outboxEmailAdapter,
  editor: lexicalEditor(),
  db: await databaseAdapter(),
  sharp,
  // Payload otherwise starts `payload generate:types` in a process of its own at every start outside
  // production: each test's Payload left one behind (about 10 s of CPU each, a dozen at once during the
  // unit tests, some still running in the journeys). `npm run generate:types` writes them; so does
  // `npm run migrate:create`, since a schema change is what changes them.
  typescript: { outputFile: path.join(cmsDir, 'payload-types.ts'), autoGenerate: false },
}).then(withHebrewFixes);
