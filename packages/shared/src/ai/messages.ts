// User-visible AI strings from the spec (§5, §6, §8), written once.

function dropFinalStop(message: string): string {
  return message.replace(/\.$/, '');
}

export const AI_MESSAGES = {
  titleRequired: 'Please provide a title for the node first.',
  ideasLoginRequired: 'You must be logged in to generate AI ideas.',
  ideasUpgradeRequired: 'Upgrade to a paid plan to use AI Idea Generation. Unlimited ideas await!',
  rewriteUpgradeRequired: 'Upgrade to a paid plan to rewrite script sections with AI.',
  fitUpgradeRequired: 'Upgrade to a paid plan to fit your script to a time with AI.',
  fitNothingToFit: 'There is nothing to fit: the script has no words yet.',
  fitNoSuchSection: 'One of the chosen sections is not in the script. Reload it and try again.',
  /** The sections left as they are (or the few words each chosen one needs) already miss the time. */
  fitOutOfReach: (minutes: number) =>
    `The script cannot be fitted to ${minutes} ${minutes === 1 ? 'minute' : 'minutes'} with the sections chosen. Choose more sections or another time.`,
  helperUpgradeRequired: 'Upgrade to a paid plan to use the AI Helper. Unlock powerful idea generation and more!',
  noMapContent: 'No content found in mind map nodes to generate a script from. Please add text to your nodes.',
  noMindMapId: 'No Mind Map ID. Please select a mind map first.',
  loginRequired: 'Please log in to use AI generation.',
  scriptGenerated: 'AI script generated successfully!',
  noIdeas: 'No ideas generated',
  ideasIdle: 'Ideas will appear here.',
  eliteContextNote: '(Custom context is available for Elite users)',
  eliteContextPlaceholder: 'Upgrade to Elite to add context',
  teleprompterLimitReached: (limit: number) =>
    `You have reached your limit of ${limit} AI teleprompter generations for this month. Upgrade your plan for more!`,
  /** Idea requests per hour when a paid model answers (AI_IDEAS_PER_HOUR); `seconds` until the window resets. */
  ideasRateLimited: (limit: number, seconds: number) =>
    `You have reached the limit of ${limit} AI idea requests an hour. More are available in ${
      seconds >= 90 ? `${Math.ceil(seconds / 60)} minutes` : `${Math.max(1, seconds)} seconds`
    }.`,
  /** One trailing full stop of `message` is dropped so the text never shows "..". */
  ideasFailed: (message: string) => `Failed to generate ideas: ${dropFinalStop(message)}. Please try again.`,
  scriptFailed: (message: string) => `AI generation failed: ${dropFinalStop(message)}.`,
} as const;
