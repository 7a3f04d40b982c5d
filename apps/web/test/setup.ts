// Runs before every web test file. Files run in jsdom (the project's environment), pure logic too:
// the shared worker has jsdom started already (vitest.config.ts says why). A file that needs Node's
// globals says `// @vitest-environment node` on its first line; the DOM helpers below are loaded
// only where there is a DOM.
//
// The web project runs with `isolate: false` (vitest.config.ts): the files of a worker share one
// thread, one jsdom window and the node_modules they import, which roughly halves the suite's CPU.
// So that no file sees what an earlier one left, this file (re-run before every test file) starts
// each file as a fresh worker would: the app's own modules are evaluated anew (their module-level
// state — the session store, the React Query client, the editor's stores, caches — starts empty),
// and the globals tests replace are put back as the environment first made them.
import type {} from '@testing-library/jest-dom/vitest';
import * as React from 'react';
import { afterAll, afterEach, vi } from 'vitest';

// React 19's development build records an owner stack for each element it creates (jsxDEV and
// createElement make an Error for its stack trace and a console.createTask) until 10 000 were
// made in the last second — in tests, every element. Only the component stacks of React's own
// dev warnings use them (the warnings still come, with a shorter stack). Pinning the counter at
// its ceiling (react-dom resets it to 0 once a second; the setter ignores that) turns the capture
// off: the two web projects' CPU fell from 86 to 75 s (user + sys, 143 files). React is loaded once
// a worker (Node caches it), so after the first file this defines the same property again.
const reactInternals = (React as unknown as Record<string, object | undefined>).__CLIENT_INTERNALS_DO_NOT_USE_OR_WARN_USERS_THEY_CANNOT_UPGRADE;
if (reactInternals && 'recentlyCreatedOwnerStacks' in reactInternals) {
  Object.defineProperty(reactInternals, 'recentlyCreatedOwnerStacks', { configurable: true, get: () => 1e4, set() {} });
}

// Every module this worker has evaluated from the app's sources runs again when the next file
// imports it (packages from node_modules are loaded once: Node caches them).
vi.resetModules();

interface Pristine {
  fetch: typeof fetch;
  href?: string;
  title?: string;
  descriptors: Array<[object, PropertyKey, PropertyDescriptor | undefined]>;
}
const PRISTINE = Symbol.for('cuemap.test.pristine-globals');
const store = globalThis as typeof globalThis & { [PRISTINE]?: Pristine };

/** What tests replace on the window, the document and prototypes (by assignment or defineProperty). */
function patchedProperties(): Array<[object, PropertyKey]> {
  if (typeof document === 'undefined') return [];
  return [
    [window, 'innerWidth'],
    [window, 'innerHeight'],
    [window, 'matchMedia'],
    [window, 'scrollTo'],
    [window, 'open'],
    [document, 'fullscreenEnabled'],
    [document, 'fullscreenElement'],
    [document, 'exitFullscreen'],
    [document, 'visibilityState'],
    [document, 'hidden'],
    [document.documentElement, 'requestFullscreen'],
    [navigator, 'onLine'],
    [navigator, 'clipboard'],
    [navigator, 'serviceWorker'],
    [navigator, 'wakeLock'],
    [URL, 'createObjectURL'],
    [URL, 'revokeObjectURL'],
    [HTMLAnchorElement.prototype, 'click'],
    [HTMLElement.prototype, 'scrollIntoView'],
    [Element.prototype, 'scrollIntoView'],
  ];
}

const pristine = (store[PRISTINE] ??= {
  fetch: globalThis.fetch,
  href: typeof location === 'undefined' ? undefined : location.href,
  title: typeof document === 'undefined' ? undefined : document.title,
  descriptors: patchedProperties().map(([target, key]) => [target, key, Object.getOwnPropertyDescriptor(target, key)]),
});

/** Puts back what an earlier file of this worker may have replaced. */
function restoreGlobals() {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.unstubAllEnvs();
  globalThis.fetch = pristine.fetch;
  for (const [target, key, descriptor] of pristine.descriptors) {
    if (descriptor) Object.defineProperty(target, key, descriptor);
    else delete (target as Record<PropertyKey, unknown>)[key];
  }
  if (typeof document === 'undefined') return;
  localStorage.clear();
  sessionStorage.clear();
  document.cookie.split(';').forEach((c) => {
    const name = c.split('=')[0]?.trim();
    if (name) document.cookie = `${name}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`;
  });
  if (pristine.href && location.href !== pristine.href) history.replaceState(null, '', pristine.href);
  document.title = pristine.title ?? '';
  document.body.innerHTML = '';
  document.body.removeAttribute('style');
  document.body.removeAttribute('class');
  document.documentElement.removeAttribute('style');
  document.documentElement.removeAttribute('class');
  document.documentElement.removeAttribute('lang');
  document.documentElement.removeAttribute('data-theme');
}

restoreGlobals();
afterAll(restoreGlobals);

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
