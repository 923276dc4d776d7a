/// <reference types="astro/client" />

declare namespace App {
  interface Locals {
    /** This request's form tokens and posted state (site/lib/forms/session.ts). */
    formSession?: import('../builder/context').FormSession;
    /** Stylesheets already inlined into this page (site/layouts/InlineStyles.astro). */
    inlinedStyles?: Set<string>;
  }
}
