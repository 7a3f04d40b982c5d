// Response schemas for error statuses, so OpenAPI lists every status a route can answer.
import { messageSchema } from '@cuemap/shared';

export function errors<const C extends readonly number[]>(...codes: C): { [K in C[number]]: typeof messageSchema } {
  return Object.fromEntries(codes.map((c) => [c, messageSchema])) as { [K in C[number]]: typeof messageSchema };
}

export const bearer = [{ bearerAuth: [] }];
