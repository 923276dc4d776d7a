import * as migration_20261122_224023_initial from './20261122_224023_initial';
import * as migration_20261122_233259_media_small_size from './20261122_233259_media_small_size';
import * as migration_20261122_235514_accessibility_widget from './20261122_235514_accessibility_widget';
import * as migration_20261123_090607_chat_widget from './20261123_090607_chat_widget';
import * as migration_20261123_121512_popups from './20261123_121512_popups';
import * as migration_20261124_191517_mail_outbox from './20261124_191517_mail_outbox';
import * as migration_20261124_192901_forms_newsletter from './20261124_192901_forms_newsletter';
import * as migration_20261124_194014_form_files from './20261124_194014_form_files';
import * as migration_20261124_210807_tracking_consent from './20261124_210807_tracking_consent';
import * as migration_20261124_212052_visit_counter from './20261124_212052_visit_counter';
import * as migration_20261125_102639_chat_phone_one_source from './20261125_102639_chat_phone_one_source';
import * as migration_20261125_105636_redirects from './20261125_105636_redirects';
import * as migration_20261125_163655_projects from './20261125_163655_projects';
import * as migration_20261125_184219_tags_authors from './20261125_184219_tags_authors';
import * as migration_20261125_221537_media_sizes_750_1200 from './20261125_221537_media_sizes_750_1200';
import * as migration_20261126_002528_reviews from './20261126_002528_reviews';
import * as migration_20261126_003225_announcement_bars from './20261126_003225_announcement_bars';
import * as migration_20261126_004818_mega_panels from './20261126_004818_mega_panels';
import * as migration_20261126_065341_shop from './20261126_065341_shop';
import * as migration_20261126_130542_orders from './20261126_130542_orders';
import * as migration_20261126_133539_payments from './20261126_133539_payments';
import * as migration_20261126_134926_coupons from './20261126_134926_coupons';
import * as migration_20261126_135456_thank_you_page from './20261126_135456_thank_you_page';
import * as migration_20261126_140201_cancellation_requests from './20261126_140201_cancellation_requests';
import * as migration_20261126_160956_customer_accounts from './20261126_160956_customer_accounts';
import * as migration_20261126_170421_resumable_orders from './20261126_170421_resumable_orders';
import * as migration_20261126_193159_wordpress_ids from './20261126_193159_wordpress_ids';
import * as migration_20261126_231527_coupon_use_order from './20261126_231527_coupon_use_order';
import * as migration_20261126_232843_brand_colours from './20261126_232843_brand_colours';
import * as migration_20261126_234521_design_layout from './20261126_234521_design_layout';
import * as migration_20261127_012831_site_fonts from './20261127_012831_site_fonts';
import * as migration_20261127_014832_theme_templates from './20261127_014832_theme_templates';
import * as migration_20261127_023007_type_scale from './20261127_023007_type_scale';
import * as migration_20261127_050124_theme_chrome from './20261127_050124_theme_chrome';
import * as migration_20261127_052607_button_styles from './20261127_052607_button_styles';
import * as migration_20261127_054043_theme_template_wordpress_id from './20261127_054043_theme_template_wordpress_id';
import * as migration_20261127_055158_type_scale_h3 from './20261127_055158_type_scale_h3';
import * as migration_20261127_060200_favicon from './20261127_060200_favicon';
import * as migration_20261127_122630_site_settings_logo_dark from './20261127_122630_site_settings_logo_dark';
import * as migration_20261127_143940_form_wordpress_source from './20261127_143940_form_wordpress_source';
import * as migration_20261127_151439_header_button from './20261127_151439_header_button';
import * as migration_20261127_182105_author_box from './20261127_182105_author_box';
import * as migration_20261127_183507_minor_headings from './20261127_183507_minor_headings';
import * as migration_20261127_205658_section_spacing from './20261127_205658_section_spacing';
import * as migration_20261128_082211_named_colours from './20261128_082211_named_colours';
import * as migration_20261128_185125_storage_fields from './20261128_185125_storage_fields';
import * as migration_20261206_204619_theme_single_default from './20261206_204619_theme_single_default';

export const migrations = [
  {
    up: migration_20261122_224023_initial.up,
    down: migration_20261122_224023_initial.down,
    name: '20261122_224023_initial',
  },
  {
    up: migration_20261122_233259_media_small_size.up,
    down: migration_20261122_233259_media_small_size.down,
    name: '20261122_233259_media_small_size',
  },
  {
    up: migration_20261122_235514_accessibility_widget.up,
    down: migration_20261122_235514_accessibility_widget.down,
    name: '20261122_235514_accessibility_widget',
  },
  {
    up: migration_20261123_090607_chat_widget.up,
    down: migration_20261123_090607_chat_widget.down,
    name: '20261123_090607_chat_widget',
  },
  {
    up: migration_20261123_121512_popups.up,
    down: migration_20261123_121512_popups.down,
    name: '20261123_121512_popups',
  },
  {
    up: migration_20261124_191517_mail_outbox.up,
    down: migration_20261124_191517_mail_outbox.down,
    name: '20261124_191517_mail_outbox',
  },
  {
    up: migration_20261124_192901_forms_newsletter.up,
    down: migration_20261124_192901_forms_newsletter.down,
    name: '20261124_192901_forms_newsletter',
  },
  {
    up: migration_20261124_194014_form_files.up,
    down: migration_20261124_194014_form_files.down,
    name: '20261124_194014_form_files',
  },
  {
    up: migration_20261124_210807_tracking_consent.up,
    down: migration_20261124_210807_tracking_consent.down,
    name: '20261124_210807_tracking_consent',
  },
  {
    up: migration_20261124_212052_visit_counter.up,
    down: migration_20261124_212052_visit_counter.down,
    name: '20261124_212052_visit_counter',
  },
  {
    up: migration_20261125_102639_chat_phone_one_source.up,
    down: migration_20261125_102639_chat_phone_one_source.down,
    name: '20261125_102639_chat_phone_one_source',
  },
  {
    up: migration_20261125_105636_redirects.up,
    down: migration_20261125_105636_redirects.down,
    name: '20261125_105636_redirects',
  },
  {
    up: migration_20261125_163655_projects.up,
    down: migration_20261125_163655_projects.down,
    name: '20261125_163655_projects',
  },
  {
    up: migration_20261125_184219_tags_authors.up,
    down: migration_20261125_184219_tags_authors.down,
    name: '20261125_184219_tags_authors',
  },
  {
    up: migration_20261125_221537_media_sizes_750_1200.up,
    down: migration_20261125_221537_media_sizes_750_1200.down,
    name: '20261125_221537_media_sizes_750_1200',
  },
  {
    up: migration_20261126_002528_reviews.up,
    down: migration_20261126_002528_reviews.down,
    name: '20261126_002528_reviews',
  },
  {
    up: migration_20261126_003225_announcement_bars.up,
    down: migration_20261126_003225_announcement_bars.down,
    name: '20261126_003225_announcement_bars',
  },
  {
    up: migration_20261126_004818_mega_panels.up,
    down: migration_20261126_004818_mega_panels.down,
    name: '20261126_004818_mega_panels',
  },
  {
    up: migration_20261126_065341_shop.up,
    down: migration_20261126_065341_shop.down,
    name: '20261126_065341_shop',
  },
  {
    up: migration_20261126_130542_orders.up,
    down: migration_20261126_130542_orders.down,
    name: '20261126_130542_orders',
  },
  {
    up: migration_20261126_133539_payments.up,
    down: migration_20261126_133539_payments.down,
    name: '20261126_133539_payments',
  },
  {
    up: migration_20261126_134926_coupons.up,
    down: migration_20261126_134926_coupons.down,
    name: '20261126_134926_coupons',
  },
  {
    up: migration_20261126_135456_thank_you_page.up,
    down: migration_20261126_135456_thank_you_page.down,
    name: '20261126_135456_thank_you_page',
  },
  {
    up: migration_20261126_140201_cancellation_requests.up,
    down: migration_20261126_140201_cancellation_requests.down,
    name: '20261126_140201_cancellation_requests',
  },
  {
    up: migration_20261126_160956_customer_accounts.up,
    down: migration_20261126_160956_customer_accounts.down,
    name: '20261126_160956_customer_accounts',
  },
  {
    up: migration_20261126_170421_resumable_orders.up,
    down: migration_20261126_170421_resumable_orders.down,
    name: '20261126_170421_resumable_orders',
  },
  {
    up: migration_20261126_193159_wordpress_ids.up,
    down: migration_20261126_193159_wordpress_ids.down,
    name: '20261126_193159_wordpress_ids',
  },
  {
    up: migration_20261126_231527_coupon_use_order.up,
    down: migration_20261126_231527_coupon_use_order.down,
    name: '20261126_231527_coupon_use_order',
  },
  {
    up: migration_20261126_232843_brand_colours.up,
    down: migration_20261126_232843_brand_colours.down,
    name: '20261126_232843_brand_colours',
  },
  {
    up: migration_20261126_234521_design_layout.up,
    down: migration_20261126_234521_design_layout.down,
    name: '20261126_234521_design_layout',
  },
  {
    up: migration_20261127_012831_site_fonts.up,
    down: migration_20261127_012831_site_fonts.down,
    name: '20261127_012831_site_fonts',
  },
  {
    up: migration_20261127_014832_theme_templates.up,
    down: migration_20261127_014832_theme_templates.down,
    name: '20261127_014832_theme_templates',
  },
  {
    up: migration_20261127_023007_type_scale.up,
    down: migration_20261127_023007_type_scale.down,
    name: '20261127_023007_type_scale',
  },
  {
    up: migration_20261127_050124_theme_chrome.up,
    down: migration_20261127_050124_theme_chrome.down,
    name: '20261127_050124_theme_chrome',
  },
  {
    up: migration_20261127_052607_button_styles.up,
    down: migration_20261127_052607_button_styles.down,
    name: '20261127_052607_button_styles',
  },
  {
    up: migration_20261127_054043_theme_template_wordpress_id.up,
    down: migration_20261127_054043_theme_template_wordpress_id.down,
    name: '20261127_054043_theme_template_wordpress_id',
  },
  {
    up: migration_20261127_055158_type_scale_h3.up,
    down: migration_20261127_055158_type_scale_h3.down,
    name: '20261127_055158_type_scale_h3',
  },
  {
    up: migration_20261127_060200_favicon.up,
    down: migration_20261127_060200_favicon.down,
    name: '20261127_060200_favicon',
  },
  {
    up: migration_20261127_122630_site_settings_logo_dark.up,
    down: migration_20261127_122630_site_settings_logo_dark.down,
    name: '20261127_122630_site_settings_logo_dark',
  },
  {
    up: migration_20261127_143940_form_wordpress_source.up,
    down: migration_20261127_143940_form_wordpress_source.down,
    name: '20261127_143940_form_wordpress_source',
  },
  {
    up: migration_20261127_151439_header_button.up,
    down: migration_20261127_151439_header_button.down,
    name: '20261127_151439_header_button',
  },
  {
    up: migration_20261127_182105_author_box.up,
    down: migration_20261127_182105_author_box.down,
    name: '20261127_182105_author_box',
  },
  {
    up: migration_20261127_183507_minor_headings.up,
    down: migration_20261127_183507_minor_headings.down,
    name: '20261127_183507_minor_headings',
  },
  {
    up: migration_20261127_205658_section_spacing.up,
    down: migration_20261127_205658_section_spacing.down,
    name: '20261127_205658_section_spacing',
  },
  {
    up: migration_20261128_082211_named_colours.up,
    down: migration_20261128_082211_named_colours.down,
    name: '20261128_082211_named_colours',
  },
  {
    up: migration_20261128_185125_storage_fields.up,
    down: migration_20261128_185125_storage_fields.down,
    name: '20261128_185125_storage_fields',
  },
  {
    up: migration_20261206_204619_theme_single_default.up,
    down: migration_20261206_204619_theme_single_default.down,
    name: '20261206_204619_theme_single_default'
  },
];
