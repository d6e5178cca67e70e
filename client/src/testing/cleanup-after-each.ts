import { afterEach, vi } from 'vitest';
import { cleanup } from '@testing-library/react';

/**
 * After each test of the file: unmount what it rendered and forget the mocks' calls (their implementations stay).
 * Vitest runs without globals here, so Testing Library does not clean up by itself.
 */
export function cleanupAfterEach(): void {
  afterEach(() => {
    cleanup();
    vi.clearAllMocks();
  });
}
