// People named on screen (issue 27 item 7: who made a version, who last edited a script, who has access):
// "you" for the signed-in account, otherwise the name the API gives (the e-mail's local part).
import type { Person } from '@cuemap/shared';
import { colourFor } from './live/presence/presence-state';

/** "you" or their name. */
export const personLabel = (person: Person, meId: string | undefined) => (meId !== undefined && person.id === meId ? 'you' : person.name);

/** "Ana", "Ana and you", "you and 2 others": the first named, the rest counted past two. */
export function peopleText(people: readonly Person[], meId: string | undefined): string {
  const [first, second] = people;
  if (!first) return '';
  if (!second) return personLabel(first, meId);
  if (people.length === 2) return `${personLabel(first, meId)} and ${personLabel(second, meId)}`;
  return `${personLabel(first, meId)} and ${people.length - 1} others`;
}

/** A person's avatar colour: the same as their presence and comment avatars (see colourFor). */
export const personColour = (person: Person) => colourFor(person.name);
