import { describe, expect, it } from 'vitest';
import { croppedSize } from '../site-photos.js';

describe('croppedSize', () => {
  it('when the photo is larger than the place, then the place keeps its size', () => {
    expect(croppedSize({ width: 1080, height: 810 }, { width: 4000, height: 3000 })).toEqual({ width: 1080, height: 810 });
  });
  it('when the photo is smaller on one side, then the place shrinks to it and keeps its shape', () => {
    expect(croppedSize({ width: 1080, height: 810 }, { width: 600, height: 800 })).toEqual({ width: 600, height: 450 });
    expect(croppedSize({ width: 300, height: 400 }, { width: 250, height: 2000 })).toEqual({ width: 250, height: 333 });
    expect(croppedSize({ width: 800, height: 800 }, { width: 6000, height: 200 })).toEqual({ width: 200, height: 200 });
  });
});
