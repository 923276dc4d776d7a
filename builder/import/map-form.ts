import { formContentKeys } from './elementor-form';
import { mapTypography } from './map-typography';
import type { WidgetMapper } from './widget-mapper';

/**
 * An Elementor form → arig's form widget, pointing at the form document the importer made from the same
 * settings (builder/import/elementor-form.ts); its title is the page's business, as on the old site.
 */
export const mapForm: WidgetMapper = ({ s, ctx, el, where }) => {
  s.touch(...formContentKeys);
  const id = ctx.form(el.id, where);
  if (id === null) return null;
  return {
    type: 'form',
    props: {
      form_id: id,
      show_title: false,
      ...mapTypography(s, 'body', 'label_typography', 'typo_label'),
      ...mapTypography(s, 'body', 'field_typography', 'typo_field'),
      ...mapTypography(s, 'body', 'button_typography', 'typo_button'),
    },
  };
};
