import { pageCache } from './page-cache';

/**
 * A small map of computed answers, kept until the next content change (the page cache's generation)
 * and capped: past `cap`, the oldest goes. For answers whose keys are endless in variety (what visitors
 * type), where the shared memo (which stops storing when full) would be the wrong home.
 */
export function keptAnswers<V>(cap: number) {
  let generation = -1;
  const answers = new Map<string, V>();
  return {
    async get(key: string, compute: () => Promise<V>): Promise<V> {
      const now = pageCache.generation();
      if (now !== generation) {
        answers.clear();
        generation = now;
      }
      const kept = answers.get(key);
      if (kept !== undefined) return kept;
      const value = await compute();
      // An answer computed across a purge is returned but not kept.
      if (pageCache.generation() !== now) return value;
      if (answers.size >= cap) answers.delete(answers.keys().next().value!);
      answers.set(key, value);
      return value;
    },
    get size() {
      return answers.size;
    },
  };
}
