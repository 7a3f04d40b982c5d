// The one rule for every text field a request carries (bodies, params, queries): no NUL, no other C0
// control character (tab, line feed and carriage return only in multi-line text) and no unpaired
// UTF-16 surrogate. PostgreSQL cannot store NUL or a lone surrogate (each answered 500 before), and
// SQLite would keep text that no other system accepts, so both engines refuse it the same way.
/* eslint-disable no-control-regex -- finding control characters is what this module is for */
import { z } from 'zod';
import { TEXT_MESSAGES } from '../messages';

/** `line`: titles, ids, e-mail, tokens. `multiline`: node text, scripts, prompts, passwords. */
export type TextKind = 'line' | 'multiline';

/** Any character that might be refused: one cheap scan that clean text (nearly all) passes. */
const SUSPECT = /[\u0000-\u001F\uD800-\uDFFF]/;
const CONTROL: Record<TextKind, RegExp> = {
  line: /[\u0000-\u001F]/,
  multiline: /[\u0000-\u0008\u000B\u000C\u000E-\u001F]/,
};
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/** True when `value` holds nothing the rule refuses. */
export function isAllowedText(value: string, kind: TextKind = 'line'): boolean {
  if (!SUSPECT.test(value)) return true;
  return !CONTROL[kind].test(value) && !LONE_SURROGATE.test(value);
}

/** Control characters no text keeps (tab, LF and CR are handled per kind). */
const REFUSED_CONTROLS = /[\u0000-\u0008\u000B\u000C\u000E-\u001F]/g;
const LONE_SURROGATES = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;

/**
 * `value` made acceptable, for clients that take text from a paste or an old draft: refused control
 * characters removed (in a one-line field tabs and line breaks become spaces), a lone surrogate
 * replaced by U+FFFD. Clean text comes back unchanged (the same string).
 */
export function cleanText(value: string, kind: TextKind = 'line'): string {
  if (isAllowedText(value, kind)) return value;
  let out = value.replace(REFUSED_CONTROLS, '').replace(LONE_SURROGATES, '\uFFFD');
  if (kind === 'line') out = out.replace(/\r\n|[\t\n\r]/g, ' ');
  return out;
}

/** The rule as a zod check, for a chain that must transform first (e.g. trim before checking). */
export function textCheck(kind: TextKind = 'line') {
  return z.refine<string>((value) => isAllowedText(value, kind), { message: TEXT_MESSAGES.invalidCharacters, abort: true });
}

type StringParams = Parameters<typeof z.string>[0];

/** A one-line text field: z.string() with the rule checked first. */
export function lineText(params?: StringParams) {
  return z.string(params).check(textCheck('line'));
}

/** A multi-line text field (tab, LF and CR allowed): z.string() with the rule checked first. */
export function multilineText(params?: StringParams) {
  return z.string(params).check(textCheck('multiline'));
}
