// The full-screen crop editor of spec/console.md §2.25: the box in the image's natural pixels
// (x, y, width, height shown), arrow buttons moving it by 4 px, a reset, no zoom or rotation,
// held to the role's crop minimum and the widget's aspect. Save waits for the caller; a
// failure re-enables the editor.
import { Box as Frame, Button, Dialog, HStack, IconButton, Portal, Text } from '@chakra-ui/react';
import { ProgressCircle } from '@chakra-ui/react';
import { useEffect, useRef, useState } from 'react';
import type { SyntheticEvent } from 'react';
import ReactCrop from 'react-image-crop';
import type { PercentCrop } from 'react-image-crop';
import cropCss from 'react-image-crop/dist/ReactCrop.css';
import type { UploadRole } from '../../../../common/constants';
import { cropMinimum } from '../../../../common/uploadRoles';
import {
  ArrowDownIcon,
  ArrowLeftIcon,
  ArrowRightIcon,
  ArrowUpIcon,
  ResetIcon,
} from '../../../ui/widgetIcons';
import { aspectFits, clampBox, initialBox, minimumBox, moveBox } from './cropMath';
import type { Box, Size } from './cropMath';
import { CropReadout } from './CropReadout';
import { useCropAriaLabels } from './useCropAriaLabels';
import { useT } from '../../../app/useT';
import { BusyButton } from '../../BusyButton';

/** How far an arrow button moves the box, in natural pixels. */
export const CROP_STEP = 4;

export interface CropEditorProps {
  src: string;
  role: UploadRole;
  /** Hold the box to this aspect (when the image can hold the role's minimum at it). */
  aspect?: number;
  /** Upload progress while saving, or null. */
  percent: number | null;
  onCancel: () => void;
  onSave: (box: Box, natural: Size) => Promise<void>;
}

interface Loaded {
  natural: Size;
  min: Size;
  aspect: number | undefined;
  start: Box;
}

function measure(natural: Size, role: UploadRole, aspect: number | undefined): Loaded {
  const roleMin = cropMinimum(role);
  const held = aspect && aspectFits(natural, roleMin, aspect) ? aspect : undefined;
  const min = minimumBox(natural, roleMin, held);
  return { natural, min, aspect: held, start: clampBox(initialBox(natural, held), natural, min) };
}

const MOVES = [
  { key: 'left', dx: -CROP_STEP, dy: 0, Icon: ArrowLeftIcon },
  { key: 'up', dx: 0, dy: -CROP_STEP, Icon: ArrowUpIcon },
  { key: 'down', dx: 0, dy: CROP_STEP, Icon: ArrowDownIcon },
  { key: 'right', dx: CROP_STEP, dy: 0, Icon: ArrowRightIcon },
] as const;

export function CropEditor({ src, role, aspect, percent, onCancel, onSave }: CropEditorProps) {
  const t = useT('widgets');
  const ariaLabels = useCropAriaLabels();
  const [loaded, setLoaded] = useState<Loaded | null>(null);
  const [failed, setFailed] = useState(false);
  const [box, setBox] = useState<Box | null>(null);
  const [shownWidth, setShownWidth] = useState(0);
  const [saving, setSaving] = useState(false);
  const image = useRef<HTMLImageElement>(null);

  useEffect(() => {
    const resized = () => setShownWidth(image.current?.width ?? 0);
    window.addEventListener('resize', resized);
    return () => window.removeEventListener('resize', resized);
  }, []);

  const onLoad = (e: SyntheticEvent<HTMLImageElement>) => {
    const img = e.currentTarget;
    const next = measure({ width: img.naturalWidth, height: img.naturalHeight }, role, aspect);
    setLoaded(next);
    setBox(next.start);
    setShownWidth(img.width);
  };

  const onChange = (_px: unknown, pc: PercentCrop) => {
    if (!loaded) return;
    const { natural, min } = loaded;
    const to = (percent: number, of: number) => (percent * of) / 100;
    const next = {
      x: to(pc.x, natural.width),
      y: to(pc.y, natural.height),
      width: to(pc.width, natural.width),
      height: to(pc.height, natural.height),
    };
    setBox(clampBox(next, natural, min));
  };

  const save = async () => {
    if (!loaded || !box) return;
    setSaving(true);
    try {
      await onSave(box, loaded.natural);
    } catch {
      // The caller has told the organiser why; the editor is theirs again.
      setSaving(false);
    }
  };

  const scale = loaded && shownWidth ? shownWidth / loaded.natural.width : 0;
  const asPercent = (b: Box, n: Size): PercentCrop => ({
    unit: '%',
    x: (b.x / n.width) * 100,
    y: (b.y / n.height) * 100,
    width: (b.width / n.width) * 100,
    height: (b.height / n.height) * 100,
  });

  return (
    <Dialog.Root
      open
      size="full"
      closeOnInteractOutside={false}
      closeOnEscape={!saving}
      onOpenChange={(d) => {
        if (!d.open && !saving) onCancel();
      }}
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <style>{cropCss}</style>
            <Dialog.Header gap={2} flexWrap="wrap">
              <Dialog.Title flex="1">{t('crop.title')}</Dialog.Title>
              {/* The two buttons wrap together, never Save away from Cancel (360 px). */}
              <HStack gap={2} ms="auto">
                <Button variant="ghost" onClick={onCancel} disabled={saving}>
                  {t('crop.cancel')}
                </Button>
                <BusyButton
                  colorPalette="primary"
                  onClick={() => void save()}
                  disabled={!box || saving}
                  loading={saving && percent === null}
                >
                  {t('crop.save')}
                </BusyButton>
              </HStack>
            </Dialog.Header>
            <Dialog.Body display="flex" justifyContent="center" alignItems="center" minH={0}>
              {failed ? (
                <Text role="alert">{t('crop.loadFailed')}</Text>
              ) : (
                <ReactCrop
                  crop={box && loaded ? asPercent(box, loaded.natural) : undefined}
                  onChange={onChange}
                  aspect={loaded?.aspect}
                  minWidth={loaded && scale ? loaded.min.width * scale : undefined}
                  minHeight={loaded && scale ? loaded.min.height * scale : undefined}
                  keepSelection
                  disabled={saving}
                  ariaLabels={ariaLabels}
                >
                  <img
                    ref={image}
                    src={src}
                    alt={t('crop.image')}
                    onLoad={onLoad}
                    onError={() => setFailed(true)}
                    style={{ maxHeight: 'calc(100dvh - 200px)', maxWidth: '100%' }}
                  />
                </ReactCrop>
              )}
            </Dialog.Body>
            <Dialog.Footer justifyContent="center" flexWrap="wrap" gap={3}>
              {box && <CropReadout box={box} />}
              <HStack gap={1}>
                {MOVES.map(({ key, dx, dy, Icon }) => (
                  <IconButton
                    key={key}
                    aria-label={t(`crop.${key}`)}
                    variant="outline"
                    size="sm"
                    disabled={!box || saving}
                    onClick={() => loaded && box && setBox(moveBox(box, dx, dy, loaded.natural))}
                  >
                    <Icon />
                  </IconButton>
                ))}
                <IconButton
                  aria-label={t('crop.reset')}
                  variant="outline"
                  size="sm"
                  disabled={!loaded || saving}
                  onClick={() => loaded && setBox(loaded.start)}
                >
                  <ResetIcon />
                </IconButton>
              </HStack>
              {percent !== null && <UploadProgress percent={percent} />}
            </Dialog.Footer>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}

/** A progress circle with the percent, announced as a progress bar. */
export function UploadProgress({ percent }: { percent: number }) {
  const t = useT('widgets');
  return (
    <Frame role="group" aria-label={t('upload.progress')}>
      <ProgressCircle.Root value={percent} size="md" colorPalette="primary">
        <ProgressCircle.Circle>
          <ProgressCircle.Track />
          <ProgressCircle.Range />
        </ProgressCircle.Circle>
        <ProgressCircle.ValueText />
      </ProgressCircle.Root>
    </Frame>
  );
}
