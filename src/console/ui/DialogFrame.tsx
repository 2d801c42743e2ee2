// The shell every console dialog shares: centred, a backdrop, a little air on a 360 px phone,
// the content as wide as the dialog allows up to `width`, and one way to close (Escape, a click
// outside, or the caller's own button calling `onClose`).
import { Dialog, Portal } from '@chakra-ui/react';
import type { ReactNode } from 'react';

type RootOptions = Omit<Dialog.RootProps, 'open' | 'onOpenChange' | 'children'>;

export interface DialogFrameProps extends RootOptions {
  open: boolean;
  /** Asked to close: the caller decides (a busy dialog may stay). */
  onClose: () => void;
  /** The spec's width of this dialog, such as '320px' or '600px'. */
  width: string;
  /** The title, shown in the dialog's header and naming it for screen readers. */
  title: ReactNode;
  children: ReactNode;
}

export function DialogFrame({ open, onClose, width, title, children, ...root }: DialogFrameProps) {
  return (
    <Dialog.Root
      open={open}
      onOpenChange={(details) => {
        if (!details.open) onClose();
      }}
      placement="center"
      {...root}
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner px={2}>
          <Dialog.Content maxW={width} w="full">
            <Dialog.Header>
              <Dialog.Title>{title}</Dialog.Title>
            </Dialog.Header>
            {children}
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
