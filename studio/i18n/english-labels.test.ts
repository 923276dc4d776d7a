import { describe, expect, it } from 'vitest';
import { hebrewAnnouncement, hebrewLabel } from './english-labels';

describe('third-party admin labels in Hebrew', () => {
  it('translates the known labels, keeps what follows "Edit" and leaves others alone', () => {
    expect(hebrewLabel('Drag to move')).toBe('גרירה להזזה');
    expect(hebrewLabel('Notifications alt+T')).toBe('התראות alt+T');
    expect(hebrewLabel('Edit מאמרים')).toBe('עריכת מאמרים');
    expect(hebrewLabel('עריכה')).toBeNull();
    expect(hebrewLabel('constructor')).toBeNull();
  });

  it("turns dnd-kit's announcements into Hebrew sentences", () => {
    expect(hebrewAnnouncement('Picked up draggable item 3.')).toBe('הפריט 3 הורם.');
    expect(hebrewAnnouncement('Draggable item 3 was dropped over droppable area 5')).toBe('הפריט 3 הונח במקום 5.');
    expect(hebrewAnnouncement('Something else')).toBeNull();
  });
});
