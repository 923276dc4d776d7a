import { SlugError as SlugError_82ac74300f810e904b5251997854199d } from '../../../../studio/fields/SlugError'
import { BuilderBody as BuilderBody_3702bb3db5821b88692692e464b49496 } from '../../../../studio/builder/BuilderBody'
import { RscEntryLexicalCell as RscEntryLexicalCell_44fe37237e0ebf4470c9990d8cb7b07e } from '@payloadcms/richtext-lexical/rsc'
import { RscEntryLexicalField as RscEntryLexicalField_44fe37237e0ebf4470c9990d8cb7b07e } from '@payloadcms/richtext-lexical/rsc'
import { LexicalDiffComponent as LexicalDiffComponent_44fe37237e0ebf4470c9990d8cb7b07e } from '@payloadcms/richtext-lexical/rsc'
import { InlineToolbarFeatureClient as InlineToolbarFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { HorizontalRuleFeatureClient as HorizontalRuleFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { UploadFeatureClient as UploadFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { BlockquoteFeatureClient as BlockquoteFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { RelationshipFeatureClient as RelationshipFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { LinkFeatureClient as LinkFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { ChecklistFeatureClient as ChecklistFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { OrderedListFeatureClient as OrderedListFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { UnorderedListFeatureClient as UnorderedListFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { IndentFeatureClient as IndentFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { AlignFeatureClient as AlignFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { HeadingFeatureClient as HeadingFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { ParagraphFeatureClient as ParagraphFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { InlineCodeFeatureClient as InlineCodeFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { SuperscriptFeatureClient as SuperscriptFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { SubscriptFeatureClient as SubscriptFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { StrikethroughFeatureClient as StrikethroughFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { UnderlineFeatureClient as UnderlineFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { BoldFeatureClient as BoldFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { ItalicFeatureClient as ItalicFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { LayoutDiff as LayoutDiff_e8a62376693892f36420c8b5ee16eb50 } from '../../../../studio/history/LayoutDiff'
import { OpenInBuilder as OpenInBuilder_ef332934f247ec125a1a3886267b9a8a } from '../../../../studio/builder/OpenInBuilder'
import { MailPreview as MailPreview_c7a4698dacb2983c06cd3ede80986d23 } from '../../../../studio/mail/MailPreview'
import { ResendButton as ResendButton_52bdf04197d11c09218c1e5a53b3abb8 } from '../../../../studio/mail/ResendButton'
import { OutboxNotice as OutboxNotice_ce71012e170d4a90dacd898a5a6832e2 } from '../../../../studio/mail/OutboxNotice'
import { HistoryRowLabel as HistoryRowLabel_111d89f0342cb27a44fcde5d18e9e874 } from '../../../../studio/forms/HistoryRowLabel'
import { SubscribersExport as SubscribersExport_22fda09e7c0fa6b93821c421cb759567 } from '../../../../studio/forms/SubscribersExport'
import { FieldBlockLabel as FieldBlockLabel_46c491817419938f22830fee54ec48b9 } from '../../../../studio/forms/FieldBlockLabel'
import { RowTitle as RowTitle_85c9724b3383b8c532dcf8b764be4d1c } from '../../../../studio/fields/RowTitle'
import { SubmissionAnswers as SubmissionAnswers_ee8581dc069f36a0547a3a70b410742a } from '../../../../studio/forms/SubmissionAnswers'
import { AnswerRowLabel as AnswerRowLabel_118ba649e2c3821839dda79cf1b45850 } from '../../../../studio/forms/AnswerRowLabel'
import { SubmissionsExport as SubmissionsExport_afba481dd6198b8fb8bdcdc35296f594 } from '../../../../studio/forms/SubmissionsExport'
import { LinkTextField as LinkTextField_21bd7527c8819e5d6fd6bbd7cd89a4c5 } from '../../../../studio/links/LinkTextField'
import { OriginNotice as OriginNotice_3e3a5a11af58398ce086bd02642d5610 } from '../../../../studio/origin/OriginNotice'
import { Icon as Icon_1bea87d16f1b52f88afb360a98d84836 } from '../../../../studio/brand/Icon'
import { Logo as Logo_636ff2be6df1c47f48c33ec23b032be9 } from '../../../../studio/brand/Logo'
import { NavLink as NavLink_5eb7150c96c0e6b765bb2b6e206e8214 } from '../../../../studio/analytics/NavLink'
import { ImportNavLink as ImportNavLink_e6527b3ae19b5155bba377f59d051a6e } from '../../../../studio/import/NavLink'
import { OwnerDesk as OwnerDesk_6dfec913e37693f094d3edd2769c8a0e } from '../../../../studio/analytics/OwnerDesk'
import { OpenNavOnDesktop as OpenNavOnDesktop_f4582e74274e0dfb7069de724372d944 } from '../../../../studio/shell/OpenNavOnDesktop'
import { HebrewLabels as HebrewLabels_3b8fdbd5f239fcfcc5ed0ea2db5cdd31 } from '../../../../studio/i18n/HebrewLabels'
import { S3ClientUploadHandler as S3ClientUploadHandler_f97aa6c64367fa259c5bc0567239ef24 } from '@payloadcms/storage-s3/client'
import { AnalyticsView as AnalyticsView_6f2ea599ae0e5e1acda51cc8eeb80b42 } from '../../../../studio/analytics/AnalyticsView'
import { ImportView as ImportView_a1f64108980d5197611d4f3ab756b1e2 } from '../../../../studio/import/ImportView'
import { CollectionCards as CollectionCards_f9c02e79a4aed9a3924487c0cd4cafb1 } from '@payloadcms/next/rsc'

/** @type import('payload').ImportMap */
export const importMap = {
  "/studio/fields/SlugError#SlugError": SlugError_82ac74300f810e904b5251997854199d,
  "/studio/builder/BuilderBody#BuilderBody": BuilderBody_3702bb3db5821b88692692e464b49496,
  "@payloadcms/richtext-lexical/rsc#RscEntryLexicalCell": RscEntryLexicalCell_44fe37237e0ebf4470c9990d8cb7b07e,
  "@payloadcms/richtext-lexical/rsc#RscEntryLexicalField": RscEntryLexicalField_44fe37237e0ebf4470c9990d8cb7b07e,
  "@payloadcms/richtext-lexical/rsc#LexicalDiffComponent": LexicalDiffComponent_44fe37237e0ebf4470c9990d8cb7b07e,
  "@payloadcms/richtext-lexical/client#InlineToolbarFeatureClient": InlineToolbarFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#HorizontalRuleFeatureClient": HorizontalRuleFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#UploadFeatureClient": UploadFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#BlockquoteFeatureClient": BlockquoteFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#RelationshipFeatureClient": RelationshipFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#LinkFeatureClient": LinkFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#ChecklistFeatureClient": ChecklistFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#OrderedListFeatureClient": OrderedListFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#UnorderedListFeatureClient": UnorderedListFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#IndentFeatureClient": IndentFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#AlignFeatureClient": AlignFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#HeadingFeatureClient": HeadingFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#ParagraphFeatureClient": ParagraphFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#InlineCodeFeatureClient": InlineCodeFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#SuperscriptFeatureClient": SuperscriptFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#SubscriptFeatureClient": SubscriptFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#StrikethroughFeatureClient": StrikethroughFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#UnderlineFeatureClient": UnderlineFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#BoldFeatureClient": BoldFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#ItalicFeatureClient": ItalicFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "/studio/history/LayoutDiff#LayoutDiff": LayoutDiff_e8a62376693892f36420c8b5ee16eb50,
  "/studio/builder/OpenInBuilder#OpenInBuilder": OpenInBuilder_ef332934f247ec125a1a3886267b9a8a,
  "/studio/mail/MailPreview#MailPreview": MailPreview_c7a4698dacb2983c06cd3ede80986d23,
  "/studio/mail/ResendButton#ResendButton": ResendButton_52bdf04197d11c09218c1e5a53b3abb8,
  "/studio/mail/OutboxNotice#OutboxNotice": OutboxNotice_ce71012e170d4a90dacd898a5a6832e2,
  "/studio/forms/HistoryRowLabel#HistoryRowLabel": HistoryRowLabel_111d89f0342cb27a44fcde5d18e9e874,
  "/studio/forms/SubscribersExport#SubscribersExport": SubscribersExport_22fda09e7c0fa6b93821c421cb759567,
  "/studio/forms/FieldBlockLabel#FieldBlockLabel": FieldBlockLabel_46c491817419938f22830fee54ec48b9,
  "/studio/fields/RowTitle#RowTitle": RowTitle_85c9724b3383b8c532dcf8b764be4d1c,
  "/studio/forms/SubmissionAnswers#SubmissionAnswers": SubmissionAnswers_ee8581dc069f36a0547a3a70b410742a,
  "/studio/forms/AnswerRowLabel#AnswerRowLabel": AnswerRowLabel_118ba649e2c3821839dda79cf1b45850,
  "/studio/forms/SubmissionsExport#SubmissionsExport": SubmissionsExport_afba481dd6198b8fb8bdcdc35296f594,
  "/studio/links/LinkTextField#LinkTextField": LinkTextField_21bd7527c8819e5d6fd6bbd7cd89a4c5,
  "/studio/origin/OriginNotice#OriginNotice": OriginNotice_3e3a5a11af58398ce086bd02642d5610,
  "/studio/brand/Icon#Icon": Icon_1bea87d16f1b52f88afb360a98d84836,
  "/studio/brand/Logo#Logo": Logo_636ff2be6df1c47f48c33ec23b032be9,
  "/studio/analytics/NavLink#NavLink": NavLink_5eb7150c96c0e6b765bb2b6e206e8214,
  "/studio/import/NavLink#ImportNavLink": ImportNavLink_e6527b3ae19b5155bba377f59d051a6e,
  "/studio/analytics/OwnerDesk#OwnerDesk": OwnerDesk_6dfec913e37693f094d3edd2769c8a0e,
  "/studio/shell/OpenNavOnDesktop#OpenNavOnDesktop": OpenNavOnDesktop_f4582e74274e0dfb7069de724372d944,
  "/studio/i18n/HebrewLabels#HebrewLabels": HebrewLabels_3b8fdbd5f239fcfcc5ed0ea2db5cdd31,
  "@payloadcms/storage-s3/client#S3ClientUploadHandler": S3ClientUploadHandler_f97aa6c64367fa259c5bc0567239ef24,
  "/studio/analytics/AnalyticsView#AnalyticsView": AnalyticsView_6f2ea599ae0e5e1acda51cc8eeb80b42,
  "/studio/import/ImportView#ImportView": ImportView_a1f64108980d5197611d4f3ab756b1e2,
  "@payloadcms/next/rsc#CollectionCards": CollectionCards_f9c02e79a4aed9a3924487c0cd4cafb1
}
