// Display options of the reading column (issue 12 item 7): the typeface, line spacing, side margins,
// colour themes and the reading line's position. Values only; the reading area applies them.

export type TeleprompterFont = 'sans' | 'serif' | 'legible';
export type TeleprompterTheme = 'dark' | 'light' | 'yellow';

export const FONTS: readonly { id: TeleprompterFont; label: string; family: string }[] = [
  // The app's own sans stack (no download).
  { id: 'sans', label: 'Sans', family: 'var(--font-sans)' },
  // Bundled with @fontsource (only the weights the column uses), loaded with the teleprompter's chunk.
  { id: 'serif', label: 'Serif', family: "'Source Serif 4', Georgia, 'Times New Roman', serif" },
  { id: 'legible', label: 'Hyperlegible', family: "'Atkinson Hyperlegible', var(--font-sans)" },
];

export const fontFamily = (font: TeleprompterFont) => (FONTS.find((f) => f.id === font) ?? FONTS[0]!).family;

/** Line height as a multiple of the text size. The scroll rate follows the rendered line height. */
export const LINE_SPACINGS = [1.3, 1.4, 1.5, 1.6, 1.8, 2] as const;
export const DEFAULT_LINE_SPACING = 1.5;

/** Share of the screen width kept clear on each side of the column. */
export const MARGINS = [
  { value: 0, label: 'None' },
  { value: 0.05, label: 'Narrow' },
  { value: 0.1, label: 'Medium' },
  { value: 0.15, label: 'Wide' },
] as const;
export const MARGIN_VALUES: readonly number[] = MARGINS.map((m) => m.value);

/** Where the reading line may sit, as a share of the screen height. */
export const GUIDE_MIN = 0.15;
export const GUIDE_MAX = 0.7;
export const DEFAULT_GUIDE_AT = 0.4;
export const GUIDE_STEP = 0.05;

export function clampGuide(at: number): number {
  return Math.round(Math.min(GUIDE_MAX, Math.max(GUIDE_MIN, at)) * 1000) / 1000;
}

/** The reading line's CSS position (the column's top padding and the guide's top). */
export const readingLine = (guideAt: number) => `${Math.round(guideAt * 1000) / 10}vh`;

export interface ThemeColours {
  label: string;
  /** What the theme swatch shows. */
  swatch: { bg: string; fg: string };
  vars: Record<`--tp-${string}`, string>;
}

/**
 * Colours of the reading area, as CSS custom properties on it: the page and the fades (bg), the text,
 * the markers, the cue marks (emphasis, [notes]) and the reading guide.
 */
export const THEMES: Record<TeleprompterTheme, ThemeColours> = {
  dark: {
    label: 'White on black',
    swatch: { bg: '#0a0a0a', fg: '#fafafa' },
    vars: {
      '--tp-bg': '#0a0a0a',
      '--tp-fg': '#fafafa',
      '--tp-muted': '#a3a3a3',
      '--tp-rule': 'rgb(255 255 255 / 0.1)',
      '--tp-emphasis': '#fcd34d',
      '--tp-cue-fg': '#bae6fd',
      '--tp-cue-bg': 'rgb(56 189 248 / 0.15)',
      '--tp-cue-border': 'rgb(125 211 252 / 0.4)',
      '--tp-guide': '129 140 248',
    },
  },
  light: {
    label: 'Black on white',
    swatch: { bg: '#ffffff', fg: '#0a0a0a' },
    vars: {
      '--tp-bg': '#ffffff',
      '--tp-fg': '#0a0a0a',
      '--tp-muted': '#525252',
      '--tp-rule': 'rgb(0 0 0 / 0.12)',
      '--tp-emphasis': '#b45309',
      '--tp-cue-fg': '#075985',
      '--tp-cue-bg': 'rgb(14 165 233 / 0.12)',
      '--tp-cue-border': 'rgb(2 132 199 / 0.4)',
      '--tp-guide': '79 70 229',
    },
  },
  yellow: {
    label: 'Yellow on black',
    swatch: { bg: '#000000', fg: '#fde047' },
    vars: {
      '--tp-bg': '#000000',
      '--tp-fg': '#fde047',
      '--tp-muted': '#d4c27a',
      '--tp-rule': 'rgb(253 224 71 / 0.18)',
      '--tp-emphasis': '#ffffff',
      '--tp-cue-fg': '#bae6fd',
      '--tp-cue-bg': 'rgb(56 189 248 / 0.15)',
      '--tp-cue-border': 'rgb(125 211 252 / 0.4)',
      '--tp-guide': '250 204 21',
    },
  },
};

/** The reading area's transform for the mirror options (beam-splitter glass, a monitor on the floor). */
export function mirrorTransform(horizontal: boolean, vertical: boolean): string | undefined {
  if (horizontal && vertical) return 'scale(-1, -1)';
  if (horizontal) return 'scaleX(-1)';
  if (vertical) return 'scaleY(-1)';
  return undefined;
}
