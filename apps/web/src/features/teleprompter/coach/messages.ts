// The rehearsal coach's strings (issue 28): Listen while rehearsing, its notice, and the report's coach part.
export const COACH_MESSAGES = {
  listen: 'Listen',
  listenOn: 'Stop listening to this rehearsal',
  listenOff: 'Listen to this rehearsal: pace, filler words, pauses and skipped sentences per section',
  listening: 'Listening',
  consentTitle: 'Listen while you rehearse?',
  consentBody:
    'Listen uses your browser’s speech recognition to hear how the run went: your pace, filler words, long pauses and skipped sentences, section by section.',
  consentVendor:
    'Your browser may send the audio to its vendor (Google for Chrome, Apple for Safari, Microsoft for Edge) to turn it into text. Cuemap keeps only the figures of the run — never the audio, and never the words you said.',
  consentAccept: 'Listen',
  consentCancel: 'Not now',
  unsupported: 'Listen needs speech recognition, which this browser does not have. Try Chrome, Edge or Safari. The rehearsal goes on without it.',
  denied: 'Listen cannot use the microphone: permission was denied. Allow it for this site, then try again. The rehearsal goes on without it.',
  offline: 'Listen needs a network connection for speech recognition. The rehearsal goes on without it.',
  noMicrophone: 'No microphone found for Listen. The rehearsal goes on without it.',
  failed: (code: string) => `Speech recognition stopped (${code}). The rehearsal goes on; press Listen to try again.`,
  dismiss: 'Dismiss',
  // The report.
  heading: 'Coach',
  nothingHeard: 'Listen was on, but no speech was heard. Check the microphone and rehearse again.',
  offHint: 'Turn on Listen while rehearsing to see your pace, filler words, pauses and skipped sentences per section.',
  tipsHeading: 'Tips for this run',
  noTips: 'A steady run: pace within 10 % of the script’s speed, few fillers and no long pauses.',
  fillersEditHint: 'Filler words are set in Presenter settings.',
  // Presenter settings.
  fillerWords: 'Filler words',
  fillerWordsHelp: 'What the coach counts as a filler while you rehearse with Listen. Commas between them; “you know” counts as one.',
  fillerWordsReset: 'Use the defaults',
} as const;
