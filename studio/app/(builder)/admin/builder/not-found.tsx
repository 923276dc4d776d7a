import { te } from '../../../../../messages/builder-editor';

/** 404: an unknown collection, a malformed id, or a document this user cannot see. */
export default function NotFound() {
  return (
    <main className="arig-builder-message">
      <h1>{te.notFoundTitle}</h1>
      <p>{te.notFoundBody}</p>
      <p>
        <a href="/admin">{te.backToAdmin}</a>
      </p>
    </main>
  );
}
