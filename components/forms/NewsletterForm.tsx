import type { FormSession } from '../../builder/context';
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
}: NewsletterFormProps) {
  const Heading = headingTag;
  const definition = newsletterDefinition(view.consentText);
  const state = session?.stateFor(newsletterFormKey);
  return (
    <>
      <Heading className="w-form__title" id={`${domId}-title`}>
        {heading}
      </Heading>
      {showIntro && view.intro && !state?.sent && <p className="w-form__intro">{view.intro}</p>}
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
      />
    </>
  );
}
