// Response shapes every API route shares.
import { z } from 'zod';

export const messageSchema = z.object({ message: z.string() });
export type MessageResponse = z.infer<typeof messageSchema>;

export const limitReachedSchema = z.object({ message: z.string(), limitReached: z.literal(true) });

export const idParamSchema = z.object({ id: z.string().min(1).max(64) });
