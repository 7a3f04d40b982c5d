// Issue 24 item 5: a card's preview saved before the server dropped markup reads as words too.
import { describe, expect, it } from 'vitest';
import { toScriptCard } from './script-cards';

describe('toScriptCard preview', () => {
  it('drops markup from the stored preview; nothing readable left reads as no content', () => {
    expect(toScriptCard({ _id: 'a', description: '</comment> ... </comments>' }).content).toBe('No content provided.');
    expect(toScriptCard({ _id: 'b', description: '<p>Hello <em>you</em></p>' }).content).toBe('Hello you');
    expect(toScriptCard({ _id: 'c', description: 'Plain words' }).content).toBe('Plain words');
  });
});
