import { RenderLayout } from '../../builder/render-layout';
import { A11yLauncher } from '../../components/a11y-widget/Launcher';
import { AnnouncementBar } from '../../components/announcement/AnnouncementBar';
import { ConsentBanner } from '../../components/consent/ConsentBanner';
import { NewsletterLinkPage } from '../../components/forms/NewsletterLinkPage';
import { DraftBar } from '../../components/layout/DraftBar';
import { SiteFooter } from '../../components/layout/SiteFooter';
import { SiteFooterLegal } from '../../components/layout/SiteFooterLegal';
import { SkipLink } from '../../components/layout/SkipLink';
import { SiteHeader } from '../../components/layout/SiteHeader';
import { ArchiveTemplate } from '../../components/templates/ArchiveTemplate';
import { ArticleTemplate } from '../../components/templates/ArticleTemplate';
import { NotFoundTemplate } from '../../components/templates/NotFoundTemplate';
import { PageTemplate } from '../../components/templates/PageTemplate';
import { ProjectTemplate } from '../../components/templates/ProjectTemplate';
import { SearchTemplate } from '../../components/templates/SearchTemplate';
import { StatementTemplate } from '../../components/templates/StatementTemplate';
import { ContactLinks } from '../../components/ui/ContactLinks';
import { CartTemplate } from '../../components/shop/CartTemplate';
import { CheckoutTemplate } from '../../components/shop/CheckoutTemplate';
import { OrderReceivedTemplate } from '../../components/shop/OrderReceivedTemplate';
import { SignInTemplate } from '../../components/account/SignInTemplate';
import { DashboardTemplate } from '../../components/account/DashboardTemplate';
import { OrdersTemplate } from '../../components/account/OrdersTemplate';
import { AccountOrderTemplate } from '../../components/account/AccountOrderTemplate';
import { AddressTemplate } from '../../components/account/AddressTemplate';
import { DetailsTemplate } from '../../components/account/DetailsTemplate';
import { LostPasswordTemplate } from '../../components/account/LostPasswordTemplate';
import { PaymentStatus } from '../../components/shop/PaymentStatus';
import { CancellationTemplate } from '../../components/shop/CancellationForm';
import { FindOrderTemplate } from '../../components/shop/FindOrderTemplate';
import { CatalogueTemplate } from '../../components/shop/CatalogueTemplate';
import { ProductTemplate } from '../../components/shop/ProductTemplate';
import { ShopNotice } from '../../components/shop/ShopNotice';

/**
 * The React components the site's .astro files render, tagged with the renderer that owns them. Astro
 * otherwise asks every renderer's `check` for each one on each render, and React's check calls the
 * component and runs a whole `renderToStaticMarkup` just to learn that it is React (about 4% of an
 * uncached page's CPU). The tag is Astro's own (`Symbol.for('astro:renderer')`, read in
 * astro/dist/runtime/server/render/component.js); astro is pinned, and `react-components.test.ts` fails if
 * a renderer name or the tag stops matching.
 */
export const astroRendererTag = Symbol.for('astro:renderer');
export const reactRendererName = '@astrojs/react';

function tagged<C extends object>(component: C): C {
  if (!Object.hasOwn(component, astroRendererTag)) {
    Object.defineProperty(component, astroRendererTag, { value: reactRendererName });
  }
  return component;
}

export const react = {
  A11yLauncher: tagged(A11yLauncher),
  AnnouncementBar: tagged(AnnouncementBar),
  ArchiveTemplate: tagged(ArchiveTemplate),
  ArticleTemplate: tagged(ArticleTemplate),
  CartTemplate: tagged(CartTemplate),
  CheckoutTemplate: tagged(CheckoutTemplate),
  OrderReceivedTemplate: tagged(OrderReceivedTemplate),
  PaymentStatus: tagged(PaymentStatus),
  CancellationTemplate: tagged(CancellationTemplate),
  FindOrderTemplate: tagged(FindOrderTemplate),
  SignInTemplate: tagged(SignInTemplate),
  DashboardTemplate: tagged(DashboardTemplate),
  OrdersTemplate: tagged(OrdersTemplate),
  AccountOrderTemplate: tagged(AccountOrderTemplate),
  AddressTemplate: tagged(AddressTemplate),
  DetailsTemplate: tagged(DetailsTemplate),
  LostPasswordTemplate: tagged(LostPasswordTemplate),
  CatalogueTemplate: tagged(CatalogueTemplate),
  ConsentBanner: tagged(ConsentBanner),
  ContactLinks: tagged(ContactLinks),
  DraftBar: tagged(DraftBar),
  NewsletterLinkPage: tagged(NewsletterLinkPage),
  NotFoundTemplate: tagged(NotFoundTemplate),
  PageTemplate: tagged(PageTemplate),
  ProductTemplate: tagged(ProductTemplate),
  ProjectTemplate: tagged(ProjectTemplate),
  RenderLayout: tagged(RenderLayout),
  SearchTemplate: tagged(SearchTemplate),
  ShopNotice: tagged(ShopNotice),
  SiteFooter: tagged(SiteFooter),
  SiteFooterLegal: tagged(SiteFooterLegal),
  SkipLink: tagged(SkipLink),
  SiteHeader: tagged(SiteHeader),
  StatementTemplate: tagged(StatementTemplate),
};
