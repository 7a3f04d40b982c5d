// What the teleprompter reads: the saved script (its sections, edited in place in edit mode — words
// typed and not saved yet are read meanwhile) or, offline from the editor, its local copy; and that
// script in sections for the stage (issue 11 and 12).
import { useMemo, useState } from 'react';
import { useSearchParams } from 'react-router';
import { useSession } from '../../../lib/session';
import { TELEPROMPTER_MESSAGES } from '../messages';
import { localCopyScript, localCopySections, type TeleprompterTarget } from '../utils/navigation-state';
import { draftHasChanges, readScriptDraft, scriptDraftKey } from '../utils/script-draft';
import { stageParagraphs, stageSections } from '../utils/stage-sections';
import { useScriptEditor, type ScriptEditor } from './use-script-editor';
import { useTeleprompterScript, type ScriptContent, type TeleprompterScript } from './use-teleprompter-script';

export function useStageScript(target: TeleprompterTarget) {
  const { mindMapId } = target;
  const saved = useTeleprompterScript(mindMapId);
  // Offline on stage: the editor's unsaved nodes (its save failed) are read instead of the saved script.
  const local = useMemo(() => localCopyScript(target), [target]);
  const email = useSession()?.user.email ?? '';
  const { saved: savedText, nodes } = saved;
  const editor = useScriptEditor(mindMapId ?? '', email, local === null ? savedText : undefined);
  const [searchParams] = useSearchParams();
  // Edit mode opens with `?edit=1`, or by itself when the last visit left typed words unsaved.
  const [editing, setEditing] = useState(() => {
    if (local !== null || !mindMapId) return false;
    const draft = email ? readScriptDraft(scriptDraftKey(email, mindMapId)) : null;
    return searchParams.get('edit') === '1' || (!!draft && draftHasChanges(draft));
  });
  const nodeTitles = useMemo(() => new Map((nodes ?? []).map((n) => [n.id, n.title] as const)), [nodes]);
  const unsaved = local === null ? editor.unsavedContent : null;
  const content = useMemo<ScriptContent>(() => {
    const text = local ?? unsaved;
    if (text === null) return saved.content;
    return text.trim() ? { kind: 'loaded', script: text } : { kind: 'empty', message: TELEPROMPTER_MESSAGES.empty };
  }, [local, unsaved, saved.content]);
  return { saved, savedText, local, editor, editing, setEditing, content, nodeTitles };
}

/** The script on stage in sections: node-linked when the saved script (or the local copy) has them. */
export function useStageSections(script: string, target: TeleprompterTarget, saved: TeleprompterScript, editor: ScriptEditor) {
  const { saved: savedText, nodes } = saved;
  const localCopy = !!target.unsaved && !!target.nodes;
  const sections = useMemo(() => {
    // Until a just-generated script's sections arrive, it is shown as one block (the editor's are older).
    const linked = localCopy ? localCopySections(target) : savedText?.sections ? (editor.sections ?? savedText.sections) : null;
    return stageSections(script, linked, nodes ?? target.nodes, !localCopy && linked && editor.sections ? editor.texts : undefined);
  }, [script, localCopy, target, editor.sections, editor.texts, savedText?.sections, nodes]);
  const paragraphs = useMemo(() => stageParagraphs(sections), [sections]);
  const words = useMemo(() => sections.reduce((n, s) => n + s.words, 0), [sections]);
  return { sections, paragraphs, words };
}
