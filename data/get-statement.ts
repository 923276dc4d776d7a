import { asVisitor, payload } from './payload';
import type { StatementView } from './types';

export async function getAccessibilityStatement(): Promise<StatementView> {
  const p = await payload();
  const s = await p.findGlobal({ slug: 'accessibility-statement', depth: 0, ...asVisitor });
  const c = s.coordinator;
  return {
    intro: s.intro ?? null,
    conformanceLevel: s.conformanceLevel === 'partial' ? 'partial' : 'AA',
    adjustments: (s.adjustments ?? []).map((a) => a.text),
    coordinator: c?.name && c.phone && c.email ? { name: c.name, phone: c.phone, email: c.email } : null,
    premisesArrangements: s.premisesArrangements ?? null,
    knownLimitations: (s.knownLimitations ?? []).map((k) => ({
      description: k.description,
      alternative: k.alternative,
    })),
    testedWith: s.testedWith ?? null,
    lastUpdated: s.lastUpdated ?? null,
  };
}
