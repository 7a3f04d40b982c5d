// The start most walks share: a new user (Pro through the test-mode checkout when asked) with one
// script, and a Chromium page signed in as them.
import type { BrowserContextOptions } from 'playwright-core';
import { createMap, register, seedSession, upgradeToPro, type Session } from './api';
import { openPage, type AppAndBrowser } from './harness';

export interface SignedInOptions {
  /** The new user's address (unique per test: the suite's app keeps its users). */
  email: string;
  /** The script body created for them (POST /api/mindmaps). */
  map: unknown;
  /** Takes the Pro trial first (upgradeToPro). */
  pro?: boolean;
  width?: number;
  height?: number;
  context?: BrowserContextOptions;
}

/** Registers the user, creates their script, opens a page (openPage) and hands it the session. */
export async function signedInWithMap(suite: AppAndBrowser, options: SignedInOptions) {
  let session: Session = await register(suite.url, options.email);
  if (options.pro) session = await upgradeToPro(suite.url, session);
  const mapId = await createMap(suite.url, session.token, options.map);
  const opened = await openPage(suite.browser, suite.url, options.width, options.height, options.context);
  await seedSession(opened.page, session);
  return { ...opened, session, mapId };
}

/** A new user's script open on the teleprompter on a phone (390×844, touch), its sections laid out. */
export async function teleprompterOnPhone(suite: AppAndBrowser, email: string, map: unknown) {
  const opened = await signedInWithMap(suite, { email, map, width: 390, height: 844, context: { isMobile: true, hasTouch: true } });
  await opened.page.goto(`/teleprompter/${opened.mapId}`);
  await opened.page.getByTestId('section-marker').first().waitFor();
  return opened;
}
