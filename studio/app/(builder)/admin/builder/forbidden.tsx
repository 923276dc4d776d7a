import { te } from '../../../../../messages/builder-editor';

/** 403: a signed-in user whose role may not edit this document's layout. */
export default function Forbidden() {
  return (
    <main className="arig-builder-message">
      <h1>{te.forbiddenTitle}</h1>
      <p>{te.forbiddenBody}</p>
      <p>
        <a href="/admin">{te.backToAdmin}</a>
      </p>
    </main>
  );
}
