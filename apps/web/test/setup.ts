// Runs before every web test file. Most files run in jsdom (the project's environment); pure logic
// files say `// @vitest-environment node` on their first line and skip jsdom's start-up, so the DOM
// helpers below are loaded only where there is a DOM.
import type {} from '@testing-library/jest-dom/vitest';
import { afterEach } from 'vitest';

if (typeof document !== 'undefined') {
  await import('@testing-library/jest-dom/vitest');
  const { cleanup, configure } = await import('@testing-library/react');

  // `findBy…`/`waitFor` pass the moment the UI shows what they wait for; the ceiling only matters on a
  // loaded machine (two suites at once on two cores), where 1 s was too short for a save round trip.
  configure({ asyncUtilTimeout: 4_000 });

  afterEach(() => {
    cleanup();
    localStorage.clear();
  });

  // @xyflow/react measures nodes with ResizeObserver, which jsdom lacks.
  class ResizeObserverStub {
    observe() {}
    unobserve() {}
    disconnect() {}
  }
  globalThis.ResizeObserver ??= ResizeObserverStub as unknown as typeof ResizeObserver;
}
