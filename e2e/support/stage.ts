// The teleprompter's stage as the e2e suites measure it: a talk whose sections are taller than the
// screen, where each section starts relative to the reading line, and screenshots for the notes.
import { copyFileSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import { expect } from 'vitest';
import type { Page } from 'playwright-core';
import { screenshotDir, screenshotsWanted } from './harness';

/** Long enough that every section is taller than the screen; with a cue mark and an emphasis. */
export function longTalkText(topic: string): string {
  const sentences = [
    `${topic} matters more than most teams admit, and the reasons are practical rather than fashionable.`,
    `When we first tried to change how we handle ${topic.toLowerCase()}, nobody agreed on what success would look like.`,
    'So we wrote it down, shared it with everyone, and asked for objections before the next planning meeting.',
    'The objections were useful: they showed us which parts of the plan were **wishful** and which were solid.',
    'We kept the solid parts [pause] dropped the wishful ones, and measured the result every week for a quarter.',
    'The numbers moved slowly at first, then all at once, which is how most habits change in a team.',
    'If you take one thing from this part of the talk, let it be this: write it down before you argue about it.',
  ];
  return [...sentences, ...sentences.slice(1, 5)].join(' ');
}

const COLORS = ['#dc2626', '#3B82F6', '#22C55E', '#A855F7', '#F59E0B', '#0EA5E9'];

/** A map of one root and its children, nodes n1…nN in that order, each with `text(title, i)`. */
export function talkMap(title: string, titles: readonly string[], text: (title: string, i: number) => string = longTalkText) {
  return {
    title,
    nodes: titles.map((nodeTitle, i) => ({
      id: `n${i + 1}`,
      x: 400 + (i === 0 ? 0 : 220),
      y: 300 + (i === 0 ? 0 : (i - 2) * 140),
      title: nodeTitle,
      text: text(nodeTitle, i),
      color: COLORS[i % COLORS.length]!,
      ...(i === 0 ? { isRoot: true } : {}),
    })),
    connections: titles.slice(1).map((_, i) => ({ from: 'n1', to: `n${i + 2}` })),
    viewState: { translateX: 0, translateY: 0 },
    nodeOrder: titles.map((_, i) => `n${i + 1}`),
  };
}

export interface Stage {
  /** The content's offset from its transform (what the auto-scroll moved it by), px. */
  offset: number;
  /** Each section's start as use-section-navigation.ts measures it: its distance below the column's first element. */
  starts: number[];
  /** Where each section's top is on screen, minus where the reading line is (px). */
  fromReadingLine: number[];
  /** The reading guide's top on screen (the reading line when the guide is off), px. */
  guideTop: number;
  viewportTop: number;
  viewportHeight: number;
}

export function stage(page: Page): Promise<Stage> {
  return page.evaluate(() => {
    const content = document.querySelector<HTMLElement>('[data-testid="teleprompter-content"]')!;
    const viewport = document.querySelector<HTMLElement>('[data-testid="teleprompter-viewport"]')!;
    const guide = document.querySelector<HTMLElement>('[data-testid="reading-guide"]');
    const base = (content.firstElementChild as HTMLElement).offsetTop;
    const sections = [...content.querySelectorAll<HTMLElement>('[data-section-start]')];
    const match = /translate3d\(0(?:px)?,\s*(-?[\d.]+)px/.exec(content.style.transform);
    // With the content at offset 0 the first element sits at the reading line (the column's top padding).
    const viewportTop = viewport.getBoundingClientRect().top;
    const readingLine = viewportTop + parseFloat(getComputedStyle(content).paddingTop);
    return {
      offset: match ? -parseFloat(match[1]!) : 0,
      starts: sections.map((el) => el.offsetTop - base),
      fromReadingLine: sections.map((el) => el.getBoundingClientRect().top - readingLine),
      guideTop: guide ? guide.getBoundingClientRect().top : readingLine,
      viewportTop,
      viewportHeight: viewport.clientHeight,
    };
  });
}

/** Waits until section `index` (0-based) starts at the reading line; on a timeout the error says where the text was. */
export async function expectSectionAtReadingLine(page: Page, index: number) {
  let last: Stage | undefined;
  try {
    await expect
      .poll(async () => {
        const s = (last = await stage(page));
        return Math.abs(s.offset - s.starts[index]!) < 1 && Math.abs(s.fromReadingLine[index]!) < 1;
      })
      // The poll's 10 s (e2e/vitest.config.ts): at a load of 20 on two cores, 5 s was once not enough for a glide.
      .toBe(true);
  } catch (err) {
    const round = (n: number) => Math.round(n * 10) / 10;
    const seen = last && {
      offset: round(last.offset),
      starts: last.starts.map(round),
      fromReadingLine: last.fromReadingLine.map(round),
      guideTop: round(last.guideTop),
    };
    throw new Error(`Section ${index} never reached the reading line; last seen ${JSON.stringify(seen)}`, { cause: err });
  }
}

/** With E2E_SCREENSHOTS=1, a screenshot for the session notes (/tmp/notes/<prefix>-<name>-<width>.png) and the harness's folder. */
export async function notesShot(page: Page, prefix: string, name: string) {
  if (!screenshotsWanted) return;
  const dir = '/tmp/notes';
  mkdirSync(dir, { recursive: true });
  // What the user sees (not a full page), captured once and copied: a capture costs 0.1–0.5 s of CPU here.
  const width = page.viewportSize()?.width ?? 0;
  mkdirSync(screenshotDir, { recursive: true });
  const file = path.join(screenshotDir, `${prefix}-${name}-${width}.png`);
  await page.screenshot({ path: file });
  copyFileSync(file, path.join(dir, path.basename(file)));
}
