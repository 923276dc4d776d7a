import type { Frame, Page } from 'playwright-core';

/** Puck's preview iframe, once it has rendered the page root. */
export async function previewFrame(p: Page): Promise<Frame> {
  const handle = await p.waitForSelector('iframe#preview-frame', { timeout: 30_000 });
  const frame = await handle.contentFrame();
  if (!frame) throw new Error('the preview iframe has no frame');
  await frame.waitForSelector('[data-puck-dropzone]', { timeout: 30_000 });
  return frame;
}

/** Drags a widget from Puck's component list into the preview's root drop zone, with real pointer moves. */
export async function dragWidgetIntoPreview(p: Page, type: string, category: string): Promise<void> {
  const expand = p.locator(`button[title="הרחבת ${category}"]`);
  if (await expand.count()) await expand.first().click();
  const item = p.locator(`[data-testid="drawer-item:${type}"]`);
  await item.scrollIntoViewIfNeeded();
  const from = await item.boundingBox();
  const frame = await p.locator('iframe#preview-frame').boundingBox();
  if (!from || !frame) throw new Error('component list or preview not laid out');
  const start = { x: from.x + from.width / 2, y: from.y + from.height / 2 };
  // Just above the bottom of the visible preview: the end of the page's root zone.
  const end = { x: frame.x + frame.width / 2, y: frame.y + Math.min(frame.height - 40, 400) };
  await p.mouse.move(start.x, start.y);
  await p.mouse.down();
  await p.mouse.move(start.x + 8, start.y + 8, { steps: 4 });
  await p.mouse.move(end.x, end.y, { steps: 25 });
  await p.waitForTimeout(300);
  await p.mouse.move(end.x, end.y + 4, { steps: 4 });
  await p.mouse.up();
}
