// The words of the logout's question (components/layout/logout-dialog.tsx), written once.
export const LOGOUT_DIALOG_TEXT = {
  title: 'Log out with unsaved edits?',
  description: (scripts: number) =>
    `Edits to ${scripts === 1 ? 'a script' : `${scripts} scripts`} are kept only on this device and have not reached the server yet. Stay signed in and they are saved when you are back online; logging out deletes them.`,
  keep: 'Save when online',
  discard: 'Log out and discard',
} as const;
