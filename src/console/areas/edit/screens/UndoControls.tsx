// Undo and redo in the edit shell's toolbar (issue 25): two buttons for pointer, touch and
// keyboard users, and the shortcuts Ctrl+Z / Ctrl+Shift+Z / Ctrl+Y (⌘ on a Mac) anywhere in the
// editors except where the focus has an undo of its own (text fields, rich text), which the
// browser keeps. The physical key counts, so a Russian layout's Ctrl+Я works too.
import { HStack, IconButton } from '@chakra-ui/react';
import { useEffect } from 'react';
import { useAppSelector } from '../../../app/hooks';
import { selectReplay } from '../../../app/uiSlice';
import { RedoIcon, UndoIcon } from '../../../ui/editIcons';
import { useEditorUndo } from './useEditorUndo';
import type { UndoDirection } from './useEditorUndo';
import { useT } from '../../../app/useT';

export function UndoControls({ eventId }: { eventId: string }) {
  const t = useT('history');
  const replay = useAppSelector(selectReplay);
  const { canUndo, canRedo, run } = useEditorUndo(eventId);
  useEffect(() => {
    if (replay) return undefined;
    const onKey = (event: KeyboardEvent) => {
      const direction = shortcutOf(event);
      if (!direction || event.defaultPrevented || undoBelongsElsewhere(event.target)) return;
      event.preventDefault();
      if (!event.repeat) void run(direction);
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [replay, run]);
  if (replay) return null;
  // Below 480 px the toolbar has no room beside the others present: the History screen's undo
  // stays within reach there, as do the shortcuts on a phone with a keyboard.
  return (
    <HStack gap={0} display={{ base: 'none', sm: 'flex' }}>
      <IconButton
        aria-label={t('undo.undo')}
        title={`${t('undo.undo')} (Ctrl+Z)`}
        aria-keyshortcuts="Control+Z Meta+Z"
        variant="ghost"
        size="sm"
        disabled={!canUndo}
        onClick={() => void run('undo')}
      >
        <UndoIcon boxSize={5} />
      </IconButton>
      <IconButton
        aria-label={t('undo.redo')}
        title={`${t('undo.redo')} (Ctrl+Shift+Z)`}
        aria-keyshortcuts="Control+Shift+Z Meta+Shift+Z Control+Y"
        variant="ghost"
        size="sm"
        disabled={!canRedo}
        onClick={() => void run('redo')}
      >
        <RedoIcon boxSize={5} />
      </IconButton>
    </HStack>
  );
}

/** Ctrl/⌘+Z undoes, with Shift (or Ctrl+Y) it redoes; anything else is not ours. */
export function shortcutOf(event: KeyboardEvent): UndoDirection | null {
  if (!(event.ctrlKey || event.metaKey) || event.altKey) return null;
  if (event.code === 'KeyZ') return event.shiftKey ? 'redo' : 'undo';
  if (event.code === 'KeyY' && event.ctrlKey && !event.shiftKey) return 'redo';
  return null;
}

/** Typing has its own undo (text fields, rich text); a dialog's question is answered first. */
const NO_OWN_UNDO = new Set([
  'button',
  'checkbox',
  'radio',
  'range',
  'color',
  'file',
  'submit',
  'reset',
]);

export function undoBelongsElsewhere(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  if (target.isContentEditable || target instanceof HTMLTextAreaElement) return true;
  if (target instanceof HTMLInputElement) return !NO_OWN_UNDO.has(target.type);
  return target.closest('[role="dialog"], [role="alertdialog"]') !== null;
}
