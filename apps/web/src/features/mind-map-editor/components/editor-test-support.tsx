// Test support for the editor's component tests: a plain stand-in for the Node Order feature (the
// titles in script order, each with its Present from here button, in the slot the route fills) and a
// reader of that list.
import { screen, within } from '@testing-library/react';
import type { NodeOrderSlotProps } from './mind-map-editor';

export function NodeOrderList({ items, onPresent }: NodeOrderSlotProps) {
  return (
    <ol aria-label="Nodes in script order">
      {items.map((i) => (
        <li key={i.id}>
          <span>{i.title}</span>
          <button type="button" aria-label={`Present from here: ${i.title}`} onClick={() => onPresent(i.id)} />
        </li>
      ))}
    </ol>
  );
}

/** The node titles as the stand-in lists them. */
export const nodeOrderTitles = () =>
  within(screen.getByRole('list', { name: 'Nodes in script order' }))
    .getAllByRole('listitem')
    .map((li) => li.querySelector('span')?.textContent);
