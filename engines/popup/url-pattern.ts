/**
 * Screening of editor-written regular expressions for the popup URL condition (spec §5, §8). A pattern runs
 * in every visitor's browser, so one that can backtrack catastrophically is refused before it ever runs.
 */
export const maxUrlPatternLength = 300;
/** Repeating quantifiers side by side multiply the work (`\w*\w*\w*…`), so their number is capped too. */
export const maxRepeatingQuantifiers = 4;

export type PatternCheck = { ok: true } | { ok: false; reason: string };

const refusals = {
  tooLong: `הביטוי ארוך מדי: מותרים עד ${maxUrlPatternLength} תווים`,
  invalid: 'הביטוי הרגולרי אינו תקין',
  nested: 'הביטוי עלול להיתקע בדפדפן: כמת חוזר על קבוצה שיש בה כמת או חלופות חופפות, כמו (a+)+ או (a|a)*',
  tooMany: `הביטוי מורכב מדי: מותרים עד ${maxRepeatingQuantifiers} כמתים חוזרים (* + {n,})`,
};

/** Validates a URL-condition pattern; the studio runs it on save and the engine before every match. */
export function checkUrlPattern(pattern: string): PatternCheck {
  if (pattern.length > maxUrlPatternLength) return { ok: false, reason: refusals.tooLong };
  try {
    new RegExp(pattern);
  } catch {
    return { ok: false, reason: refusals.invalid };
  }
  const hazard = findBacktrackingHazard(pattern);
  return hazard === null ? { ok: true } : { ok: false, reason: refusals[hazard] };
}

/**
 * A URL condition's matcher: true or false, or why the pattern is refused. The engine takes one injected
 * (VisitorEnv.matchPattern): the server screens every pattern on save and before it writes the page, so
 * the browser's matcher only compiles and tests; this screening one serves the server and the tests.
 */
export type PatternMatcher = (pattern: string, subject: string) => boolean | { refused: string };

export const screenedMatch: PatternMatcher = (pattern, subject) => {
  const screening = checkUrlPattern(pattern);
  return screening.ok ? new RegExp(pattern).test(subject) : { refused: screening.reason };
};

/** Tests a subject against a pattern that passed screening; null when the pattern is refused. */
export function safePatternTest(pattern: string, subject: string): boolean | null {
  if (!checkUrlPattern(pattern).ok) return null;
  return new RegExp(pattern).test(subject);
}

/** One group level while scanning: its alternatives as literal text (null once one is not literal). */
interface GroupScan {
  branches: (string | null)[];
  hasQuantifier: boolean;
  hasAmbiguousChoice: boolean;
}

type Atom = { kind: 'group'; group: GroupScan } | { kind: 'other' } | null;

const newGroup = (): GroupScan => ({ branches: [''], hasQuantifier: false, hasAmbiguousChoice: false });

function appendToBranch(group: GroupScan, literal: string | null): void {
  const last = group.branches.length - 1;
  const current = group.branches[last] ?? null;
  group.branches[last] = current === null || literal === null ? null : current + literal;
}

/** Alternatives are safe to repeat only when they are literal and none is a prefix of another. */
function isAmbiguousChoice(group: GroupScan): boolean {
  if (group.hasAmbiguousChoice) return true;
  if (group.branches.length < 2) return false;
  const literals = group.branches.filter((b): b is string => b !== null);
  if (literals.length < group.branches.length) return true;
  return literals.some((a, i) => literals.some((b, j) => i !== j && b.startsWith(a)));
}

/** The largest repeat count of a quantifier at `at`, and where it ends; null when none starts there. */
function readQuantifier(pattern: string, at: number): { max: number; end: number } | null {
  const char = pattern[at];
  let result: { max: number; end: number } | null = null;
  if (char === '*' || char === '+') result = { max: Infinity, end: at };
  else if (char === '?') result = { max: 1, end: at };
  else if (char === '{') {
    const match = /^\{(\d+)(,(\d*))?\}/.exec(pattern.slice(at));
    if (match) {
      const [text, min, comma, max] = match;
      const upper = comma === undefined ? Number(min) : max === '' || max === undefined ? Infinity : Number(max);
      result = { max: upper, end: at + text.length - 1 };
    }
  }
  if (result && pattern[result.end + 1] === '?') result.end += 1;
  return result;
}

function endOfClass(pattern: string, at: number): number {
  let i = at + 1;
  while (i < pattern.length && pattern[i] !== ']') i += pattern[i] === '\\' ? 2 : 1;
  return i;
}

function endOfGroupPrefix(pattern: string, at: number): number {
  if (pattern[at + 1] !== '?') return at;
  const named = /^\(\?<(?![=!])[^>]*>/.exec(pattern.slice(at));
  if (named) return at + named[0].length - 1;
  return at + (pattern[at + 2] === '<' ? 3 : 2);
}

/** Walks an already valid pattern and names the first hazard found, if any. */
function findBacktrackingHazard(pattern: string): 'nested' | 'tooMany' | null {
  const stack: GroupScan[] = [newGroup()];
  let previous: Atom = null;
  let repeating = 0;
  for (let i = 0; i < pattern.length; i += 1) {
    const group = stack[stack.length - 1] ?? newGroup();
    const char = pattern[i] ?? '';
    const quantifier = readQuantifier(pattern, i);
    if (quantifier && previous !== null) {
      group.hasQuantifier = true;
      appendToBranch(group, null);
      if (quantifier.max > 1) {
        repeating += 1;
        const repeated = previous.kind === 'group' ? previous.group : null;
        if (repeated && (repeated.hasQuantifier || isAmbiguousChoice(repeated))) return 'nested';
      }
      previous = null;
      i = quantifier.end;
      continue;
    }
    previous = { kind: 'other' };
    if (char === '\\') {
      const escaped = pattern[i + 1] ?? '';
      appendToBranch(group, /[A-Za-z0-9]/.test(escaped) ? null : escaped);
      i += 1;
    } else if (char === '[') {
      appendToBranch(group, null);
      i = endOfClass(pattern, i);
    } else if (char === '(') {
      stack.push(newGroup());
      i = endOfGroupPrefix(pattern, i);
      previous = null;
    } else if (char === ')') {
      const closed = stack.pop() ?? newGroup();
      const parent = stack[stack.length - 1] ?? newGroup();
      parent.hasQuantifier ||= closed.hasQuantifier;
      parent.hasAmbiguousChoice ||= isAmbiguousChoice(closed);
      appendToBranch(parent, null);
      previous = { kind: 'group', group: closed };
    } else if (char === '|') {
      group.branches.push('');
      previous = null;
    } else {
      appendToBranch(group, char === '.' || char === '^' || char === '$' ? null : char);
    }
  }
  return repeating > maxRepeatingQuantifiers ? 'tooMany' : null;
}
