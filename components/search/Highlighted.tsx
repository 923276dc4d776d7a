import type { Segment } from '../../engines/search/highlight';

/** Text with the words the search matched in <mark>. */
export function Highlighted({ segments }: { segments: Segment[] }) {
  return <>{segments.map((s, i) => (s.mark ? <mark key={i}>{s.text}</mark> : s.text))}</>;
}
