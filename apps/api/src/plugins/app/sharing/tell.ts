// Telling a sharing event's listeners: all of them, awaited, one's failure logged and kept from the others and from the request.
export type Listener<A extends unknown[]> = (...args: A) => void | Promise<void>;

/** Runs the listeners and waits for them (so an answer comes after the stage links are revoked and the sockets told). */
export async function tellAll<A extends unknown[]>(
  listeners: ReadonlyArray<Listener<A>>,
  args: A,
  logError: (err: unknown, what: string) => void,
): Promise<void> {
  await Promise.all(
    listeners.map((listener) =>
      Promise.resolve()
        .then(() => listener(...args))
        .catch((err: unknown) => logError(err, 'A sharing listener failed')),
    ),
  );
}
