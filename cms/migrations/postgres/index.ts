import * as migration_20261122_224033_initial from './20261122_224033_initial';
import * as migration_20261122_233305_media_small_size from './20261122_233305_media_small_size';
import * as migration_20261122_235520_accessibility_widget from './20261122_235520_accessibility_widget';
import * as migration_20261123_090618_chat_widget from './20261123_090618_chat_widget';
import * as migration_20261123_121531_popups from './20261123_121531_popups';
import * as migration_20261124_191522_mail_outbox from './20261124_191522_mail_outbox';
import * as migration_20261124_192905_forms_newsletter from './20261124_192905_forms_newsletter';
import * as migration_20261124_194018_form_files from './20261124_194018_form_files';
import * as migration_20261124_210811_tracking_consent from './20261124_210811_tracking_consent';
import * as migration_20261124_212100_visit_counter from './20261124_212100_visit_counter';
import * as migration_20261125_102645_chat_phone_one_source from './20261125_102645_chat_phone_one_source';
import * as migration_20261125_105642_redirects from './20261125_105642_redirects';
import * as migration_20261125_163701_projects from './20261125_163701_projects';
import * as migration_20261125_184225_tags_authors from './20261125_184225_tags_authors';
import * as migration_20261125_221543_media_sizes_750_1200 from './20261125_221543_media_sizes_750_1200';
import * as migration_20261126_002535_reviews from './20261126_002535_reviews';
import * as migration_20261126_003231_announcement_bars from './20261126_003231_announcement_bars';
import * as migration_20261126_004828_mega_panels from './20261126_004828_mega_panels';
import * as migration_20261126_065346_shop from './20261126_065346_shop';
import * as migration_20261126_130550_orders from './20261126_130550_orders';
import * as migration_20261126_133545_payments from './20261126_133545_payments';
import * as migration_20261126_134932_coupons from './20261126_134932_coupons';
import * as migration_20261126_135501_thank_you_page from './20261126_135501_thank_you_page';
import * as migration_20261126_140207_cancellation_requests from './20261126_140207_cancellation_requests';
import * as migration_20261126_141745_paypal from './20261126_141745_paypal';
import * as migration_20261126_161007_customer_accounts from './20261126_161007_customer_accounts';
import * as migration_20261126_170429_resumable_orders from './20261126_170429_resumable_orders';
import * as migration_20261126_193206_wordpress_ids from './20261126_193206_wordpress_ids';
import * as migration_20261126_231534_coupon_use_order from './20261126_231534_coupon_use_order';
import * as migration_20261126_232850_brand_colours from './20261126_232850_brand_colours';
import * as migration_20261126_234527_design_layout from './20261126_234527_design_layout';
import * as migration_20261127_012838_site_fonts from './20261127_012838_site_fonts';
import * as migration_20261127_014839_theme_templates from './20261127_014839_theme_templates';
import * as migration_20261127_023014_type_scale from './20261127_023014_type_scale';
import * as migration_20261127_050131_theme_chrome from './20261127_050131_theme_chrome';
import * as migration_20261127_052613_button_styles from './20261127_052613_button_styles';
import * as migration_20261127_054050_theme_template_wordpress_id from './20261127_054050_theme_template_wordpress_id';
import * as migration_20261127_055205_type_scale_h3 from './20261127_055205_type_scale_h3';
import * as migration_20261127_060208_favicon from './20261127_060208_favicon';
import * as migration_20261127_082227_archive_templates from './20261127_082227_archive_templates';
import * as migration_20261127_085724_not_found_templates from './20261127_085724_not_found_templates';
import * as migration_20261127_122636_site_settings_logo_dark from './20261127_122636_site_settings_logo_dark';
import * as migration_20261127_143950_form_wordpress_source from './20261127_143950_form_wordpress_source';
import * as migration_20261127_151446_header_button from './20261127_151446_header_button';
import * as migration_20261127_182111_author_box from './20261127_182111_author_box';
import * as migration_20261127_183513_minor_headings from './20261127_183513_minor_headings';
import * as migration_20261127_205704_section_spacing from './20261127_205704_section_spacing';
import * as migration_20261127_210044_page_templates from './20261127_210044_page_templates';
import * as migration_20261127_211224_search_templates from './20261127_211224_search_templates';
import * as migration_20261128_082236_named_colours from './20261128_082236_named_colours';
import * as migration_20261128_185212_storage_fields from './20261128_185212_storage_fields';
import * as migration_20261206_204622_theme_single_default from './20261206_204622_theme_single_default';

export const migrations = [
  {
    up: migration_20261122_224033_initial.up,
    down: migration_20261122_224033_initial.down,
    name: '20261122_224033_initial',
  },
  {
    up: migration_20261122_233305_media_small_size.up,
    down: migration_20261122_233305_media_small_size.down,
    name: '20261122_233305_media_small_size',
  },
  {
    up: migration_20261122_235520_accessibility_widget.up,
    down: migration_20261122_235520_accessibility_widget.down,
    name: '20261122_235520_accessibility_widget',
  },
  {
    up: migration_20261123_090618_chat_widget.up,
    down: migration_20261123_090618_chat_widget.down,
    name: '20261123_090618_chat_widget',
  },
  {
    up: migration_20261123_121531_popups.up,
    down: migration_20261123_121531_popups.down,
    name: '20261123_121531_popups',
  },
  {
    up: migration_20261124_191522_mail_outbox.up,
    down: migration_20261124_191522_mail_outbox.down,
    name: '20261124_191522_mail_outbox',
  },
  {
    up: migration_20261124_192905_forms_newsletter.up,
    down: migration_20261124_192905_forms_newsletter.down,
    name: '20261124_192905_forms_newsletter',
  },
  {
    up: migration_20261124_194018_form_files.up,
    down: migration_20261124_194018_form_files.down,
    name: '20261124_194018_form_files',
  },
  {
    up: migration_20261124_210811_tracking_consent.up,
    down: migration_20261124_210811_tracking_consent.down,
    name: '20261124_210811_tracking_consent',
  },
  {
    up: migration_20261124_212100_visit_counter.up,
    down: migration_20261124_212100_visit_counter.down,
    name: '20261124_212100_visit_counter',
  },
  {
    up: migration_20261125_102645_chat_phone_one_source.up,
    down: migration_20261125_102645_chat_phone_one_source.down,
    name: '20261125_102645_chat_phone_one_source',
  },
  {
    up: migration_20261125_105642_redirects.up,
    down: migration_20261125_105642_redirects.down,
    name: '20261125_105642_redirects',
  },
  {
    up: migration_20261125_163701_projects.up,
    down: migration_20261125_163701_projects.down,
    name: '20261125_163701_projects',
  },
  {
    up: migration_20261125_184225_tags_authors.up,
    down: migration_20261125_184225_tags_authors.down,
    name: '20261125_184225_tags_authors',
  },
  {
    up: migration_20261125_221543_media_sizes_750_1200.up,
    down: migration_20261125_221543_media_sizes_750_1200.down,
    name: '20261125_221543_media_sizes_750_1200',
  },
  {
    up: migration_20261126_002535_reviews.up,
    down: migration_20261126_002535_reviews.down,
    name: '20261126_002535_reviews',
  },
  {
    up: migration_20261126_003231_announcement_bars.up,
    down: migration_20261126_003231_announcement_bars.down,
    name: '20261126_003231_announcement_bars',
  },
  {
    up: migration_20261126_004828_mega_panels.up,
    down: migration_20261126_004828_mega_panels.down,
    name: '20261126_004828_mega_panels',
  },
  {
    up: migration_20261126_065346_shop.up,
    down: migration_20261126_065346_shop.down,
    name: '20261126_065346_shop',
  },
  {
    up: migration_20261126_130550_orders.up,
    down: migration_20261126_130550_orders.down,
    name: '20261126_130550_orders',
  },
  {
    up: migration_20261126_133545_payments.up,
    down: migration_20261126_133545_payments.down,
    name: '20261126_133545_payments',
  },
  {
    up: migration_20261126_134932_coupons.up,
    down: migration_20261126_134932_coupons.down,
    name: '20261126_134932_coupons',
  },
  {
    up: migration_20261126_135501_thank_you_page.up,
    down: migration_20261126_135501_thank_you_page.down,
    name: '20261126_135501_thank_you_page',
  },
  {
    up: migration_20261126_140207_cancellation_requests.up,
    down: migration_20261126_140207_cancellation_requests.down,
    name: '20261126_140207_cancellation_requests',
  },
  {
    up: migration_20261126_141745_paypal.up,
    down: migration_20261126_141745_paypal.down,
    name: '20261126_141745_paypal',
  },
  {
    up: migration_20261126_161007_customer_accounts.up,
    down: migration_20261126_161007_customer_accounts.down,
    name: '20261126_161007_customer_accounts',
  },
  {
    up: migration_20261126_170429_resumable_orders.up,
    down: migration_20261126_170429_resumable_orders.down,
    name: '20261126_170429_resumable_orders',
  },
  {
    up: migration_20261126_193206_wordpress_ids.up,
    down: migration_20261126_193206_wordpress_ids.down,
    name: '20261126_193206_wordpress_ids',
  },
  {
    up: migration_20261126_231534_coupon_use_order.up,
    down: migration_20261126_231534_coupon_use_order.down,
    name: '20261126_231534_coupon_use_order',
  },
  {
    up: migration_20261126_232850_brand_colours.up,
    down: migration_20261126_232850_brand_colours.down,
    name: '20261126_232850_brand_colours',
  },
  {
    up: migration_20261126_234527_design_layout.up,
    down: migration_20261126_234527_design_layout.down,
    name: '20261126_234527_design_layout',
  },
  {
    up: migration_20261127_012838_site_fonts.up,
    down: migration_20261127_012838_site_fonts.down,
    name: '20261127_012838_site_fonts',
  },
  {
    up: migration_20261127_014839_theme_templates.up,
    down: migration_20261127_014839_theme_templates.down,
    name: '20261127_014839_theme_templates',
  },
  {
    up: migration_20261127_023014_type_scale.up,
    down: migration_20261127_023014_type_scale.down,
    name: '20261127_023014_type_scale',
  },
  {
    up: migration_20261127_050131_theme_chrome.up,
    down: migration_20261127_050131_theme_chrome.down,
    name: '20261127_050131_theme_chrome',
  },
  {
    up: migration_20261127_052613_button_styles.up,
    down: migration_20261127_052613_button_styles.down,
    name: '20261127_052613_button_styles',
  },
  {
    up: migration_20261127_054050_theme_template_wordpress_id.up,
    down: migration_20261127_054050_theme_template_wordpress_id.down,
    name: '20261127_054050_theme_template_wordpress_id',
  },
  {
    up: migration_20261127_055205_type_scale_h3.up,
    down: migration_20261127_055205_type_scale_h3.down,
    name: '20261127_055205_type_scale_h3',
  },
  {
    up: migration_20261127_060208_favicon.up,
    down: migration_20261127_060208_favicon.down,
    name: '20261127_060208_favicon',
  },
  {
    up: migration_20261127_082227_archive_templates.up,
    down: migration_20261127_082227_archive_templates.down,
    name: '20261127_082227_archive_templates',
  },
  {
    up: migration_20261127_085724_not_found_templates.up,
    down: migration_20261127_085724_not_found_templates.down,
    name: '20261127_085724_not_found_templates',
  },
  {
    up: migration_20261127_122636_site_settings_logo_dark.up,
    down: migration_20261127_122636_site_settings_logo_dark.down,
    name: '20261127_122636_site_settings_logo_dark',
  },
  {
    up: migration_20261127_143950_form_wordpress_source.up,
    down: migration_20261127_143950_form_wordpress_source.down,
    name: '20261127_143950_form_wordpress_source',
  },
  {
    up: migration_20261127_151446_header_button.up,
    down: migration_20261127_151446_header_button.down,
    name: '20261127_151446_header_button',
  },
  {
    up: migration_20261127_182111_author_box.up,
    down: migration_20261127_182111_author_box.down,
    name: '20261127_182111_author_box',
  },
  {
    up: migration_20261127_183513_minor_headings.up,
    down: migration_20261127_183513_minor_headings.down,
    name: '20261127_183513_minor_headings',
  },
  {
    up: migration_20261127_205704_section_spacing.up,
    down: migration_20261127_205704_section_spacing.down,
    name: '20261127_205704_section_spacing',
  },
  {
    up: migration_20261127_210044_page_templates.up,
    down: migration_20261127_210044_page_templates.down,
    name: '20261127_210044_page_templates',
  },
  {
    up: migration_20261127_211224_search_templates.up,
    down: migration_20261127_211224_search_templates.down,
    name: '20261127_211224_search_templates',
  },
  {
    up: migration_20261128_082236_named_colours.up,
    down: migration_20261128_082236_named_colours.down,
    name: '20261128_082236_named_colours',
  },
  {
    up: migration_20261128_185212_storage_fields.up,
    down: migration_20261128_185212_storage_fields.down,
    name: '20261128_185212_storage_fields',
  },
  {
    up: migration_20261206_204622_theme_single_default.up,
    down: migration_20261206_204622_theme_single_default.down,
    name: '20261206_204622_theme_single_default'
  },
];
