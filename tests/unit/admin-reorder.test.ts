import { describe, expect, it } from 'vitest';
import {
  focusAfterRemoval,
  movedMessage,
  moveItem,
  removedMessage,
  removeItem,
} from '#islands/admin/reorder.ts';

describe('moving and removing the items of an admin list', () => {
  it('moves one item and keeps the others in their order', () => {
    expect(moveItem(['hero', 'cards', 'faq'], 1, 0)).toEqual(['cards', 'hero', 'faq']);
    expect(moveItem(['hero', 'cards', 'faq'], 0, 2)).toEqual(['cards', 'faq', 'hero']);
    expect(moveItem(['hero', 'cards', 'faq'], 2, 1)).toEqual(['hero', 'faq', 'cards']);
  });

  it('leaves the list as it is for a move outside it, and never changes the list it was given', () => {
    const list = ['hero', 'cards'] as const;
    expect(moveItem(list, 0, -1)).toEqual(['hero', 'cards']);
    expect(moveItem(list, 1, 2)).toEqual(['hero', 'cards']);
    expect(moveItem(list, 0, 1)).not.toBe(list);
    expect(list).toEqual(['hero', 'cards']);
  });

  it('removes the item at its place only', () => {
    expect(removeItem(['hero', 'cards', 'cards'], 1)).toEqual(['hero', 'cards']);
    expect(removeItem(['hero'], 0)).toEqual([]);
  });

  it('says where a moved item went, by its old name and its new number', () => {
    expect(movedMessage('Section 2 (Cards)', 1, 0)).toBe('Section 2 (Cards) moved up to 1.');
    expect(movedMessage('Testimonial 1', 0, 1)).toBe('Testimonial 1 moved down to 2.');
    expect(removedMessage('Section 3 (Text)')).toBe('Section 3 (Text) removed.');
  });

  it('sends focus to the item that took a removed one’s place, or to Add after the last', () => {
    expect(focusAfterRemoval(1, 3)).toBe(1);
    expect(focusAfterRemoval(2, 2)).toBeNull();
    expect(focusAfterRemoval(0, 0)).toBeNull();
  });
});
