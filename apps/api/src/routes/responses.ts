// Response schemas for error statuses, so OpenAPI lists every status a route can answer.
import { errorSchema } from '../plugins/external/openapi/components';

/** `{message}` for each status: the document names it Error (validation and output are messageSchema's). */
export function errors<const C extends readonly number[]>(...codes: C): { [K in C[number]]: typeof errorSchema } {
  return Object.fromEntries(codes.map((c) => [c, errorSchema])) as { [K in C[number]]: typeof errorSchema };
}

export const bearer = [{ bearerAuth: [] }];
