import type { ReviewView } from '../../data/types';

/** A published review as the data layer hands it to the widget. */
export const review = (id: number, overrides: Partial<ReviewView> = {}): ReviewView => ({
  id,
  author: `ממליץ ${id}`,
  role: null,
  company: null,
  text: `המלצה מספר ${id}`,
  rating: 5,
  photo: null,
  date: `2026-0${Math.min(id, 9)}-15T10:00:00.000Z`,
  sourceUrl: null,
  ...overrides,
});
