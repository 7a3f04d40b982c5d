// Response shapes every API route shares.
import { z } from 'zod';
import { lineText } from './text';

export const messageSchema = z.object({ message: z.string() });
export type MessageResponse = z.infer<typeof messageSchema>;

export const limitReachedSchema = z.object({ message: z.string(), limitReached: z.literal(true) });

export const idParamSchema = z.object({ id: lineText().min(1).max(64) });
