import type { FormSession } from '../../builder/context';
import type { TypographyStyle } from '../../builder/parts/typography';
import { typographyAttrs } from '../../builder/parts/typography-attrs';
import type { NewsletterView } from '../../data/types';
import { newsletterDefinition, newsletterFormKey } from '../../engines/forms/newsletter';
import { tf } from '../../messages/forms';
import { FormShell } from './FormShell';

export interface NewsletterFormProps {
  domId: string;
  view: NewsletterView;
  heading: string;
  headingTag?: 'h2' | 'h3' | 'p';
  showIntro?: boolean;
  action: string;
  session?: FormSession;
  /** A subscribe widget's typography groups (builder/parts/typography.ts): the heading, the intro, the button. */
  typography?: { heading?: TypographyStyle; intro?: TypographyStyle; button?: TypographyStyle };
}

/** The newsletter sign-up: e-mail, optional name, an unticked consent box with the settings' exact wording. */
export function NewsletterForm({
  domId,
  view,
  heading,
  headingTag = 'h2',
  showIntro = true,
  action,
  session,
  typography,
}: NewsletterFormProps) {
  const Heading = headingTag;
  const definition = newsletterDefinition(view.consentText);
  const state = session?.stateFor(newsletterFormKey);
  return (
    <>
      <Heading {...typographyAttrs('w-form__title', typography?.heading)} id={`${domId}-title`}>
        {heading}
      </Heading>
      {showIntro && view.intro && !state?.sent && (
        <p {...typographyAttrs('w-form__intro', typography?.intro)}>{view.intro}</p>
      )}
      <FormShell
        domId={domId}
        formKey={newsletterFormKey}
        fields={definition.fields}
        submitLabel={definition.submitLabel}
        action={action}
        token={session?.token(newsletterFormKey) ?? ''}
        state={state}
        confirmation={{ text: tf.subscribeSent }}
        titleId={`${domId}-title`}
        className="w-form__form--inline"
        typography={{ button: typography?.button }}
      />
    </>
  );
}
