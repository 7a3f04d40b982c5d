// History entries name who made them (issue 27 item 7): one person, "you", two people, "Ana and 2 others",
// and nothing for a version from before authors were kept.
import { afterEach, describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import type { VersionSummary } from '@cuemap/shared';
import { sessionStore } from '../../../lib/session';
import { renderRoute, sampleUser, stubFetch } from '../../../../test/render';
import { HistoryDialog } from './history-dialog';

afterEach(() => sessionStore.clear());

const ana = { id: 'u-ana', name: 'ana' };
const ben = { id: 'u-ben', name: 'ben.okafor' };
const cy = { id: 'u-cy', name: 'cy' };
const me = { id: 'u-me', name: 'ada' };
const entry = (id: string, authors: VersionSummary['authors']): VersionSummary => ({
  id,
  createdAt: '2026-11-26T09:00:00.000Z',
  reason: 'edit',
  summary: '2 nodes · 9 words',
  author: authors[0] ?? null,
  authors,
});

describe('History entries: who made them', () => {
  it('names one person, you, two people, the first of many with a count, and no one when unknown', async () => {
    sessionStore.set({ token: 'tok', user: { ...sampleUser, id: me.id } });
    stubFetch({
      'GET /api/mindmaps/m1/versions': () => ({
        body: [entry('v5', [ana]), entry('v4', [me]), entry('v3', [ben, me]), entry('v2', [ana, ben, cy]), entry('v1', [])],
      }),
    });
    renderRoute(<HistoryDialog open onClose={() => {}} mindMapId="m1" dirty={false} saving={false} onRestored={() => {}} />);
    const items = within(await screen.findByRole('list', { name: 'Versions' })).getAllByRole('listitem');
    expect(items.map((li) => li.querySelector('[data-testid="version-authors"]')?.textContent ?? null)).toEqual([
      'by ana',
      'by you',
      'by ben.okafor and you',
      'by ana and 2 others',
      null,
    ]);
  });
});
