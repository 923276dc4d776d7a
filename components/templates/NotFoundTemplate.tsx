import { t } from '../../messages/he';

export function NotFoundTemplate({ articlesUrl }: { articlesUrl: string }) {
  return (
    <div className="container page not-found">
      <h1>{t.notFoundTitle}</h1>
      <p>{t.notFoundBody}</p>
      <ul>
        <li>
          <a href="/">{t.backHome}</a>
        </li>
        <li>
          <a href={articlesUrl}>{t.toArticles}</a>
        </li>
      </ul>
    </div>
  );
}
