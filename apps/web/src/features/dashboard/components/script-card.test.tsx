// The dashboard card's "who" line (issue 27 item 7): "Edited by Ana · 5 minutes ago" ("you" for yourself,
// nothing when unknown) and, on the owner's shared scripts, the avatars of who has access with "+n".
import { describe, expect, it } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import { toScriptCard, type ScriptSummaryLike } from '../utils/script-cards';
import { ScriptCard } from './script-card';

const noop = () => {};
const minutesAgo = (n: number) => new Date(Date.now() - n * 60_000).toISOString();
const people = ['ana', 'ben', 'cy', 'dee'].map((name) => ({ id: `u-${name}`, name }));

function renderCard(summary: Partial<ScriptSummaryLike>, currentUserId = 'u-me') {
  const script = toScriptCard({ _id: 'm1', title: 'Keynote', createdAt: minutesAgo(600), updatedAt: minutesAgo(5), ...summary });
  return render(
    <ScriptCard script={script} currentUserId={currentUserId} onRename={noop} onPlay={noop} onEdit={noop} onDelete={noop} onDuplicate={noop} onExport={noop} />,
  );
}

describe('ScriptCard: who did what', () => {
  it('names the last editor with how long ago, and the people with access with "+n"', () => {
    renderCard({ lastEditedBy: { id: 'u-ana', name: 'ana' }, lastEditedAt: minutesAgo(5), sharedWith: { count: 6, people } });
    const card = screen.getByRole('article', { name: 'Keynote' });
    expect(within(card).getByTestId('last-edited')).toHaveTextContent('Edited by ana · 5 minutes ago');
    const list = within(card).getByRole('list', { name: 'Shared with 6 people' });
    const avatars = within(list).getAllByRole('img');
    expect(avatars.map((a) => a.getAttribute('aria-label'))).toEqual(['ana', 'ben', 'cy', 'dee', 'and 2 more']);
    expect(avatars[0]).toHaveTextContent('AN');
    expect(avatars[4]).toHaveTextContent('+2');
  });

  it('says "you" for your own edit; one person with access is "1 person", with no "+n"', () => {
    renderCard({ lastEditedBy: { id: 'u-me', name: 'ada' }, lastEditedAt: minutesAgo(0), sharedWith: { count: 1, people: people.slice(0, 1) } });
    expect(screen.getByTestId('last-edited')).toHaveTextContent('Edited by you · just now');
    const list = screen.getByRole('list', { name: 'Shared with 1 person' });
    expect(within(list).getAllByRole('img')).toHaveLength(1);
  });

  it('shows neither when no editor is known and the script is not shared', () => {
    renderCard({ lastEditedBy: null, lastEditedAt: null, sharedWith: { count: 0, people: [] } });
    expect(screen.queryByText(/Edited by/)).not.toBeInTheDocument();
    expect(screen.queryByRole('list', { name: /Shared with/ })).not.toBeInTheDocument();
  });
});
