import { withClass } from '../../builder/common';
import type { WidgetContext } from '../../builder/context';
import { typographyStyle } from '../../builder/parts/typography';
import { NewsletterForm } from '../../components/forms/NewsletterForm';
import type { SubscribeProps } from './schema';

/** The newsletter sign-up as a builder widget (the footer shows the same form). */
export function Subscribe({ props, ctx }: { props: SubscribeProps; ctx: WidgetContext }) {
  if (!ctx.newsletter) return null;
  return (
    <section {...withClass(ctx.attrs, 'w-form')} id={ctx.domId} aria-labelledby={`${ctx.domId}-title`}>
      <NewsletterForm
        domId={ctx.domId}
        view={ctx.newsletter}
        heading={props.heading || ctx.newsletter.heading}
        headingTag={props.heading_tag}
        showIntro={props.show_intro}
        action={ctx.currentPath ?? ''}
        session={ctx.formSession}
        typography={{
          heading: typographyStyle(props, 'typo_heading'),
          intro: typographyStyle(props, 'typo_intro'),
          button: typographyStyle(props, 'typo_button'),
        }}
      />
    </section>
  );
}
