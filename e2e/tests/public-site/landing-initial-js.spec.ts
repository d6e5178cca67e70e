import path from 'node:path';
import { test, expect } from '@playwright/test';
import { landingBaseline, landingRawBytesByFile, measureLanding } from '../../../bench/landing-size.js';

const BUILD_MANIFEST = path.resolve(import.meta.dirname, '../../../client/dist/.vite/manifest.json');

test('the public landing ships exactly the initial JS recorded in bench/landing-initial-js.json, byte for byte', async () => {
  const shipped = landingRawBytesByFile(await measureLanding(BUILD_MANIFEST));
  // The app host's code (the panel, its service worker, the device copy) must not move the landing by one byte. A change
  // to the landing that means to grow it writes the new sizes into that file in the same commit.
  expect(shipped).toEqual(await landingBaseline());
});
