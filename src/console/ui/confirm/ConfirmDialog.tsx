// The confirm dialog of spec/console.md §2.25 (max width 320): the first pending request of the
// confirm store, with the texts of its type unless the caller gave its own.
import { Button, Dialog } from '@chakra-ui/react';
import { useRef, useSyncExternalStore } from 'react';
import { CONFIRM_CLOSE, CONFIRM_SAVE, confirmStore } from './confirmStore';
import { DialogFrame } from '../DialogFrame';
import { confirmTexts } from './confirmTexts';
import { useT } from '../../app/useT';

export function ConfirmDialog() {
  const { current, shown } = useSyncExternalStore(
    confirmStore.subscribe,
    confirmStore.getSnapshot,
    confirmStore.getSnapshot,
  );
  const t = useT();
  const cancelRef = useRef<HTMLButtonElement>(null);
  const defaults = confirmTexts(shown.type);
  // Callers may pass an i18n key or text they translated themselves.
  const text = (given: string | undefined, fallback: string | null) =>
    given ? t(given, { defaultValue: given }) : fallback ? t(fallback) : null;
  const body = text(shown.text, defaults.text);
  const answer = (result: 1 | 2 | undefined) => {
    if (current) confirmStore.settle(current.id, result);
  };

  return (
    <DialogFrame
      open={current !== null}
      onClose={() => answer(undefined)}
      width="320px"
      title={text(shown.title, defaults.title)}
      role="alertdialog"
      closeOnInteractOutside
      // Cancel, not confirm, has the focus first: Enter must not delete or discard.
      initialFocusEl={() => cancelRef.current}
    >
      {body && (
        <Dialog.Body>
          <Dialog.Description>{body}</Dialog.Description>
        </Dialog.Body>
      )}
      <Dialog.Footer flexWrap="wrap">
        <Button ref={cancelRef} variant="ghost" onClick={() => answer(CONFIRM_CLOSE)}>
          {text(shown.closeText, defaults.close)}
        </Button>
        <Button colorPalette={defaults.palette} onClick={() => answer(CONFIRM_SAVE)}>
          {text(shown.saveText, defaults.confirm)}
        </Button>
      </Dialog.Footer>
    </DialogFrame>
  );
}
