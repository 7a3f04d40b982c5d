// Rehearse mode on the screen (issue 12 item 6): R / the toolbar button starts it, time goes to the
// section at the reading line (a jump moves it on, a pause keeps counting), End rehearsal posts the
// run and shows the report with the trend from GET; a failed save keeps the report and retries.
// Issue 23: the list is one page of summaries; a past run's sections are read when it is opened.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { sessionStore } from '../../../lib/session';
import { renderTeleprompter, sampleMap, sampleUser, stubFetch, type FetchAnswer } from '../teleprompter-test-support';
import { layOutColumn, startPrompter } from '../../../../test/teleprompter-fixtures';
import { rehearsalBody } from '../../../../test/rehearsal-fixtures';
import { DEFAULT_TELEPROMPTER_PREFS, writeTeleprompterPrefs } from '../utils/prefs';

/** "The point." (node 2, 2 words) then "Welcome." (node 1, 1 word): at 80 WPM 1.5 s and 0.75 s planned. */
const script = {
  mindMapId: 'm1',
  title: 'Launch Talk',
  content: 'The point.\n\nWelcome.',
  updatedAt: 'x',
  version: 3,
  sections: [
    { nodeId: '2', text: 'The point.', origin: 'map' },
    { nodeId: '1', text: 'Welcome.', origin: 'map' },
  ],
};

const olderRun = {
  id: 'r1',
  createdAt: '2026-01-02T10:00:00.000Z',
  ...rehearsalBody(80, 6000, [
    ['2', 1500, 3000],
    ['1', 750, 3000],
  ]),
};

let clock = 0;

beforeEach(() => {
  startPrompter(sampleUser('free'));
  clock = 1000;
  vi.spyOn(performance, 'now').mockImplementation(() => clock);
  layOutColumn();
});
afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  sessionStore.clear();
  localStorage.clear();
});

/**
 * The screen's API: the script, the map, and the rehearsals — POST answers from `posts` in turn, the list
 * as the server pages it (summaries, `?limit=`), one run from `runs` in turn (default: the stored run).
 */
function stubApi(posts: FetchAnswer[], runs: FetchAnswer[] = []) {
  const stored: { id: string; sections: unknown[] }[] = [olderRun];
  return stubFetch((url, init) => {
    if (url.endsWith('/api/teleprompter/m1')) return { status: 200, body: script };
    if (url.endsWith('/api/mindmaps/m1')) return { status: 200, body: sampleMap };
    if (url.endsWith('/api/mindmaps/m1/rehearsals') && init?.method === 'POST') {
      const answer = posts.shift()!;
      if ('status' in answer && answer.status === 201) stored.unshift(answer.body as (typeof stored)[number]);
      return answer;
    }
    const list = /\/api\/mindmaps\/m1\/rehearsals\?limit=(\d+)$/.exec(url);
    if (list) {
      const page = stored.slice(0, Number(list[1])).map(({ sections: _sections, ...summary }) => summary);
      return { status: 200, body: { rehearsals: page, nextCursor: stored.length > page.length ? page.at(-1)!.id : null } };
    }
    const one = /\/api\/mindmaps\/m1\/rehearsals\/([^/?]+)$/.exec(url);
    if (one) return runs.shift() ?? { status: 200, body: stored.find((r) => r.id === one[1]) };
  });
}

const runRequests = (fetchMock: ReturnType<typeof stubFetch>) => fetchMock.mock.calls.filter(([url]) => /\/rehearsals\/[^/?]+$/.test(String(url))).length;

const savedRun = (body: { wpm: number; totalMs: number; targetMs?: number | null; sections: unknown[] }) => ({
  id: 'r2',
  createdAt: '2026-01-03T10:00:00.000Z',
  ...body,
  targetMs: body.targetMs ?? null,
});

const key = (k: string) => fireEvent.keyDown(window, { key: k });
const postBodies = (fetchMock: ReturnType<typeof stubFetch>) =>
  fetchMock.mock.calls
    .filter(([url, init]) => String(url).endsWith('/rehearsals') && init?.method === 'POST')
    .map(([, init]) => JSON.parse(String(init!.body)));

/** Rehearses: 4 s on the first section, PageDown, 1 s playing and 3 s paused on the second, then ends. */
async function rehearse() {
  await screen.findByText('The point.');
  // Rehearse arms and starts play (after the countdown, none here) in one step (issue 24).
  fireEvent.click(await screen.findByRole('button', { name: 'Rehearse' }));
  expect(screen.getByTestId('rehearsal-badge')).toHaveTextContent('Rehearsing');
  await screen.findByRole('button', { name: /^Pause/ });
  clock = 5000;
  key('PageDown');
  clock = 6000;
  fireEvent.click(screen.getByRole('button', { name: /^Pause/ }));
  await screen.findByRole('button', { name: /^Play/ });
  clock = 9000;
  fireEvent.click(screen.getByRole('button', { name: 'End rehearsal' }));
  return screen.findByRole('dialog', { name: 'Rehearsal report' });
}

const expectedBody = {
  wpm: 80,
  totalMs: 8000,
  targetMs: null,
  sections: [
    { nodeId: '2', plannedMs: 1500, actualMs: 4000 },
    { nodeId: '1', plannedMs: 750, actualMs: 4000 },
  ],
};

describe('Rehearse', () => {
  it('times each section at the reading line, posts the run and reports planned vs actual with the trend', async () => {
    const fetchMock = stubApi([{ status: 201, body: savedRun(expectedBody) }]);
    renderTeleprompter();
    const report = await rehearse();

    await waitFor(() => expect(postBodies(fetchMock)).toEqual([expectedBody]));
    expect(screen.queryByTestId('rehearsal-badge')).toBeNull();
    expect(within(report).getByTestId('rehearsal-total-time')).toHaveTextContent('0:08');
    // Per section: planned and actual as bars with their text, over the plan here.
    const rows = within(report).getAllByTestId('rehearsal-section');
    expect(rows.map((r) => r.dataset.pace)).toEqual(['over', 'over']);
    expect(rows[0]).toHaveTextContent('Point');
    expect(within(report).getByRole('img', { name: 'Point: planned 0:02' })).toBeInTheDocument();
    expect(within(report).getByRole('img', { name: 'Point: actual 0:04, +0:03 (over)' })).toBeInTheDocument();
    expect(within(report).getByRole('img', { name: 'Main Idea: actual 0:04, +0:03 (over)' })).toBeInTheDocument();
    // The trend: the older run, then this one (read back after the save), oldest first.
    expect(await within(report).findByText('Saved to this script’s rehearsals')).toBeInTheDocument();
    await waitFor(() =>
      expect(
        within(report)
          .getAllByTestId('trend-point')
          .map((p) => p.dataset.totalMs),
      ).toEqual(['6000', '8000']),
    );
    expect(within(report).getByRole('img', { name: /oldest to newest: 0:06, 0:08/ })).toBeInTheDocument();
    // The list was one page of summaries; no run's sections were read.
    expect(fetchMock.mock.calls.some(([url]) => String(url).endsWith('/api/mindmaps/m1/rehearsals?limit=10'))).toBe(true);
    expect(runRequests(fetchMock)).toBe(0);

    // Rehearse again: the report closes and a new run starts.
    fireEvent.click(within(report).getByRole('button', { name: 'Rehearse again' }));
    expect(screen.queryByRole('dialog', { name: 'Rehearsal report' })).toBeNull();
    expect(screen.getByTestId('rehearsal-badge')).toBeInTheDocument();
  });

  it('a finished run leaves no clock behind (issue 24): the stage shows the run’s time while it lasts, 0:00 after', async () => {
    stubApi([{ status: 201, body: savedRun(expectedBody) }]);
    renderTeleprompter();
    await screen.findByText('The point.');
    fireEvent.click(await screen.findByRole('button', { name: 'Rehearse' }));
    await screen.findByRole('button', { name: /^Pause/ });
    clock = 5000;
    fireEvent.click(screen.getByRole('button', { name: /^Pause/ }));
    await screen.findByRole('button', { name: /^Play/ });
    // Paused 4 s in: the stage clock agrees with the Rehearsing badge.
    await waitFor(() => expect(screen.getByTestId('elapsed')).toHaveTextContent('0:04'));
    expect(screen.getByTestId('rehearsal-clock')).toHaveTextContent('0:04');
    fireEvent.click(screen.getByRole('button', { name: 'End rehearsal' }));
    const report = await screen.findByRole('dialog', { name: 'Rehearsal report' });
    fireEvent.click(within(report).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog', { name: 'Rehearsal report' })).toBeNull();
    expect(screen.getByTestId('elapsed')).toHaveTextContent('0:00');
  });

  it('a failed save keeps the report on screen and Retry save stores the same run', async () => {
    const fetchMock = stubApi([
      { status: 500, body: { message: 'Database unavailable' } },
      { status: 201, body: savedRun(expectedBody) },
    ]);
    renderTeleprompter();
    const report = await rehearse();

    const alert = await within(report).findByRole('alert');
    expect(alert).toHaveTextContent('This run was not saved: Database unavailable');
    // Nothing lost: the numbers are still there, and this run is in the trend.
    expect(within(report).getByTestId('rehearsal-total-time')).toHaveTextContent('0:08');
    await waitFor(() =>
      expect(
        within(report)
          .getAllByTestId('trend-point')
          .map((p) => p.dataset.totalMs),
      ).toEqual(['6000', '8000']),
    );

    fireEvent.click(within(alert).getByRole('button', { name: 'Retry save' }));
    expect(await within(report).findByText('Saved to this script’s rehearsals')).toBeInTheDocument();
    expect(postBodies(fetchMock)).toEqual([expectedBody, expectedBody]);
    expect(within(report).queryByRole('alert')).toBeNull();
  });

  it('a past run opens with its sections, read from the server then (loading, then the rows)', async () => {
    const fetchMock = stubApi([{ status: 201, body: savedRun(expectedBody) }]);
    renderTeleprompter();
    const report = await rehearse();
    const past = within(await within(report).findByRole('region', { name: 'Past runs' }));
    // This run is the report itself: only the older one is offered.
    const older = await past.findByRole('button', { name: /0:06/ });
    expect(past.getAllByRole('button')).toHaveLength(1);
    expect(older).toHaveAttribute('aria-expanded', 'false');

    fireEvent.click(older);
    expect(older).toHaveAttribute('aria-expanded', 'true');
    expect(past.getByRole('status')).toHaveTextContent('Loading this run’s sections…');
    const rows = await past.findAllByTestId('past-run-section');
    expect(rows.map((r) => r.textContent)).toEqual(['Point0:03 / 0:02+0:02', 'Main Idea0:03 / 0:01+0:02']);
    expect(rows.map((r) => r.dataset.pace)).toEqual(['on', 'over']);
    expect(runRequests(fetchMock)).toBe(1);

    // Closed and opened again: the run is not read twice.
    fireEvent.click(older);
    expect(past.queryByTestId('past-run-sections')).toBeNull();
    fireEvent.click(older);
    expect(past.getAllByTestId('past-run-section')).toHaveLength(2);
    expect(runRequests(fetchMock)).toBe(1);
  });

  it('a past run whose sections cannot be read says why, and Retry reads them', async () => {
    stubApi([{ status: 201, body: savedRun(expectedBody) }], [{ status: 503, body: { message: 'Database unavailable' } }]);
    renderTeleprompter();
    const report = await rehearse();
    const past = within(await within(report).findByRole('region', { name: 'Past runs' }));
    fireEvent.click(await past.findByRole('button', { name: /0:06/ }));
    const alert = await past.findByRole('alert');
    expect(alert).toHaveTextContent('This run’s sections could not be loaded: Database unavailable');
    fireEvent.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await past.findAllByTestId('past-run-section')).toHaveLength(2);
    expect(past.queryByRole('alert')).toBeNull();
  });

  it('R starts it with the countdown and ends it; ended before play ever started, there is nothing to report', async () => {
    writeTeleprompterPrefs({ ...DEFAULT_TELEPROMPTER_PREFS, countdown: 3 });
    const fetchMock = stubApi([]);
    renderTeleprompter();
    await screen.findByText('The point.');
    await screen.findByRole('button', { name: 'Rehearse' });
    key('r');
    expect(await screen.findByTestId('rehearsal-badge')).toBeInTheDocument();
    expect(screen.getByRole('timer', { name: 'Starting in 3' })).toBeInTheDocument();
    key('r');
    await waitFor(() => expect(screen.queryByTestId('rehearsal-badge')).toBeNull());
    expect(screen.queryByTestId('countdown')).toBeNull();
    expect(screen.queryByRole('dialog', { name: 'Rehearsal report' })).toBeNull();
    expect(postBodies(fetchMock)).toEqual([]);
  });

  it('the ? help lists R', async () => {
    stubApi([]);
    renderTeleprompter();
    await screen.findByText('The point.');
    key('?');
    const list = await screen.findByTestId('shortcut-list');
    expect(list).toHaveTextContent('Rehearse (start / end)');
  });
});
