import type { WidgetContext } from '../../builder/context';
import { EditorPlaceholder } from '../../builder/parts/editor-placeholder';
import { typographyStyle } from '../../builder/parts/typography';
import { AuthorBox as AuthorBoxView } from '../../components/content/AuthorBox';
import { tw } from '../../messages/builder';
import type { AuthorBoxProps } from './schema';

export function AuthorBox({ props, ctx }: { props: AuthorBoxProps; ctx: WidgetContext }) {
  const post = ctx.article?.post;
  if (!post) return <EditorPlaceholder ctx={ctx} text={tw.authorBoxPlaceholder} />;
  if (!post.authorProfile) return null;
  return (
    <AuthorBoxView
      author={post.authorProfile}
      avatar={props.show_avatar}
      bio={props.show_bio}
      link={props.show_link}
      attrs={ctx.attrs}
      nameId={`${ctx.domId}-name`}
      typography={{
        name: typographyStyle(props, 'typo_name'),
        bio: typographyStyle(props, 'typo_bio'),
        link: typographyStyle(props, 'typo_link'),
      }}
    />
  );
}
