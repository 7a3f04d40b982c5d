import { describe, expect, it } from 'vitest';
import { viewportToOpen, viewStateToSave } from './view-state';

describe('views per screen class (issue 14 item 5)', () => {
  const wide = { translateX: -120, translateY: 40, zoom: 1.4 };
  const phone = { translateX: 10, translateY: 220, zoom: 0.6 };
  it('a phone saves its own view and keeps the desktop one; a desktop keeps the phone one', () => {
    expect(viewStateToSave({ x: 1, y: 2, zoom: 0.5 }, wide, true)).toEqual({ ...wide, phone: { translateX: 1, translateY: 2, zoom: 0.5 } });
    expect(viewStateToSave({ x: 5, y: 6, zoom: 2 }, { ...wide, phone }, false)).toEqual({ translateX: 5, translateY: 6, zoom: 2, phone });
    // No view yet on this screen: the saved ones stay as they are.
    expect(viewStateToSave(null, { ...wide, phone }, true)).toEqual({ ...wide, phone });
    expect(viewStateToSave(null, null, false)).toEqual({ translateX: 0, translateY: 0 });
  });
  it('opens the view saved on this class of screen, else none (the map is fitted)', () => {
    expect(viewportToOpen(wide, false)).toEqual({ x: -120, y: 40, zoom: 1.4 });
    expect(viewportToOpen(wide, true)).toBeNull();
    expect(viewportToOpen({ ...wide, phone }, true)).toEqual({ x: 10, y: 220, zoom: 0.6 });
    expect(viewportToOpen({ translateX: 0, translateY: 0 }, false)).toBeNull();
  });
});
