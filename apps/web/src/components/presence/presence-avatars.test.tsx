// Presence avatars (issue 27 item 4): the others here, by name and where, never yourself; "+n" past four;
// gone when they leave. Two awareness instances linked in memory stand for two tabs.
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { applyAwarenessUpdate, Awareness, encodeAwarenessUpdate, removeAwarenessStates } from 'y-protocols/awareness';
import * as Y from 'yjs';
import { presenceUser, setOwnPresence } from '../../lib/live/presence/presence-state';
import { linkedAwareness } from '../../lib/live/presence/presence-test-support';
import { personColour } from '../../lib/people';
import { PresenceAvatars } from './presence-avatars';

let cleanup: () => void = () => undefined;
afterEach(() => cleanup());

describe('PresenceAvatars', () => {
  it('gives different people different colours, and one person the same colour in every tab', () => {
    const colours = new Set(['ana', 'bob', 'carol', 'dan'].map((n) => presenceUser(`${n}@example.com`).colour));
    expect(colours.size).toBeGreaterThan(1);
    expect(presenceUser('Ana@Example.com').colour).toBe(personColour({ id: 'u1', name: 'ana' }));
  });

  it("shows the other person's initials in their colour, named with where they are; not yourself", async () => {
    const { mine, theirs, destroy } = linkedAwareness();
    cleanup = destroy;
    setOwnPresence(mine, presenceUser('me@example.com'), { where: 'editor' });
    const { container } = render(<PresenceAvatars awareness={mine} />);
    expect(container).toBeEmptyDOMElement();

    const grace = presenceUser('grace.hopper@example.com');
    act(() => setOwnPresence(theirs, grace, { where: 'teleprompter' }));
    const avatar = screen.getByRole('img', { name: 'grace.hopper, on the teleprompter' });
    expect(avatar).toHaveTextContent('GH');
    expect(avatar).toHaveStyle({ backgroundColor: grace.colour });
    // The dashboard's "Shared with" and the comments give the same person (account id, name from the API) that colour.
    expect(personColour({ id: 'account-7', name: 'grace.hopper' })).toBe(grace.colour);
    expect(screen.getAllByRole('img')).toHaveLength(1);
    expect(screen.getByRole('list', { name: 'People here' })).toBeInTheDocument();

    await userEvent.setup().hover(avatar);
    expect(screen.getByRole('tooltip')).toHaveTextContent('grace.hopper, on the teleprompter');

    act(() => setOwnPresence(theirs, grace, { where: 'script' }));
    expect(screen.getByRole('img', { name: 'grace.hopper, editing the script' })).toBeInTheDocument();

    act(() => theirs.setLocalState(null));
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
  });

  it('shows four people, then "+n" naming the rest; one avatar per person', () => {
    const mine = new Awareness(new Y.Doc());
    cleanup = () => mine.destroy();
    render(<PresenceAvatars awareness={mine} />);
    const others = ['ann', 'ben', 'cat', 'dan', 'eve', 'fay', 'ann'].map((name, i) => {
      const a = new Awareness(new Y.Doc());
      setOwnPresence(a, presenceUser(`${name}@example.com`), { where: i % 2 ? 'outline' : 'editor' });
      return a;
    });
    act(() => {
      for (const a of others) applyAwarenessUpdate(mine, encodeAwarenessUpdate(a, [a.clientID]), 'server');
    });
    expect(screen.getAllByRole('img')).toHaveLength(5);
    expect(screen.getByRole('img', { name: '2 more: eve, fay' })).toHaveTextContent('+2');
    act(() =>
      removeAwarenessStates(
        mine,
        others.slice(4).map((a) => a.clientID),
        'server',
      ),
    );
    expect(screen.getAllByRole('img')).toHaveLength(4);
    expect(screen.queryByText(/^\+/)).not.toBeInTheDocument();
    for (const a of others) a.destroy();
  });
});
