import { describe, expect, it } from 'vitest';
import { insertMention, matchPeople, mentionedIds, mentionQueryAt, splitMentions } from './mentions';

const bob = { id: 'u1', name: 'bob' };
const bobby = { id: 'u2', name: 'bobby' };
const jo = { id: 'u3', name: 'jo.ann' };

describe('mentions', () => {
  it('finds the @word at the caret only after a space or at the start', () => {
    expect(mentionQueryAt('hi @bo', 6)).toEqual({ start: 3, query: 'bo' });
    expect(mentionQueryAt('@', 1)).toEqual({ start: 0, query: '' });
    expect(mentionQueryAt('mail a@bo', 9)).toBeNull();
    expect(mentionQueryAt('hi @bo now', 10)).toBeNull();
  });

  it('lists names starting with the query first', () => {
    expect(matchPeople([bobby, jo, bob], 'b').map((p) => p.name)).toEqual(['bobby', 'bob']);
    expect(matchPeople([bobby, jo, bob], 'ann').map((p) => p.name)).toEqual(['jo.ann']);
  });

  it('puts the name in place of the @word and sends only the names still in the text', () => {
    expect(insertMention('hi @bo', 6, { start: 3, query: 'bo' }, bobby)).toEqual({ text: 'hi @bobby ', caret: 10 });
    expect(mentionedIds('thanks @bobby and @jo.ann.', [bob, bobby, jo])).toEqual(['u2', 'u3']);
    expect(mentionedIds('no one here', [bob])).toEqual([]);
  });

  it('cuts a comment at its mentions', () => {
    expect(splitMentions('@bob and @bobby, see', [bob, bobby])).toEqual([{ mention: bob }, { text: ' and ' }, { mention: bobby }, { text: ', see' }]);
    expect(splitMentions('a@bob', [bob])).toEqual([{ text: 'a@bob' }]);
  });
});
