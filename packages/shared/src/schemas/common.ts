// Response shapes every API route shares.
import { z } from 'zod';
import { lineText } from './text';

export const messageSchema = z.object({ message: z.string() });
export type MessageResponse = z.infer<typeof messageSchema>;

export const limitReachedSchema = z.object({ message: z.string(), limitReached: z.literal(true) });

export const idParamSchema = z.object({ id: lineText().min(1).max(64) });

/**
 * A person named to others (issue 27 item 7: who made a version, who last edited a script, who has
 * access): the display name presence shows — the e-mail's local part — and never the e-mail itself.
 */
export const personSchema = z.object({ id: z.string(), name: z.string() });
export type Person = z.infer<typeof personSchema>;

/** The display name of an account: its e-mail's local part (as presence names people). */
export const personName = (email: string): string => email.split('@')[0] || email;
