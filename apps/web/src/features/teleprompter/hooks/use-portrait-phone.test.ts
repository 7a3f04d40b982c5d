import { describe, expect, it } from 'vitest';
import { DEFAULT_GUIDE_AT, GUIDE_MIN } from '../utils/display';
import { PORTRAIT_GUIDE_MAX, stageGuideAt } from './use-portrait-phone';

describe('stageGuideAt', () => {
  it('keeps the reading line in the top third on a portrait phone (issue 24 item 4)', () => {
    expect(stageGuideAt(DEFAULT_GUIDE_AT, true)).toBe(PORTRAIT_GUIDE_MAX);
    expect(PORTRAIT_GUIDE_MAX).toBeLessThan(1 / 3);
    expect(stageGuideAt(0.7, true)).toBe(PORTRAIT_GUIDE_MAX);
  });

  it("keeps a higher line the presenter chose, and the desktop's line as it is", () => {
    expect(stageGuideAt(GUIDE_MIN, true)).toBe(GUIDE_MIN);
    expect(stageGuideAt(DEFAULT_GUIDE_AT, false)).toBe(DEFAULT_GUIDE_AT);
    expect(stageGuideAt(0.7, false)).toBe(0.7);
  });
});
