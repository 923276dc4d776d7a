import { registry, type RegistryEntry } from './registry';

/**
 * What the site needs to render a layout: type → server render (+ island loader and condition).
 * Built from the one registry; imports no editor code (no Puck runtime, no editor-config).
 */
export type RenderEntry = Pick<RegistryEntry, 'render' | 'island' | 'needsIsland' | 'slots'>;

export const renderConfig: Readonly<Record<string, RenderEntry>> = Object.freeze(
  Object.fromEntries(
    Object.values(registry).map(({ type, render, island, needsIsland, slots }) => [
      type,
      { render, island, needsIsland, slots },
    ]),
  ),
);
