// The device camera, read a few times a second until a QR code shows; the code goes to the
// door as if typed. The camera stops when a code is read, on Stop, and when the screen closes.
import { Box, Text } from '@chakra-ui/react';
import { useEffect, useRef, useState } from 'react';
import { qrFrameReader } from './qrDetector';
import { useT } from '../../../app/useT';

const FRAME_INTERVAL_MS = 250;
/** The same code held in front of the camera is one scan, not four a second. */
const SAME_CODE_PAUSE_MS = 3_000;

export function CameraScanner({ onCode }: { onCode: (code: string) => void }) {
  const t = useT('checkin');
  const video = useRef<HTMLVideoElement>(null);
  const [failed, setFailed] = useState(false);
  const latestOnCode = useRef(onCode);
  useEffect(() => {
    latestOnCode.current = onCode;
  });

  useEffect(() => {
    let stopped = false;
    let stream: MediaStream | undefined;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let last = { code: '', at: 0 };
    const start = async () => {
      stream = await navigator.mediaDevices.getUserMedia({
        video: { facingMode: 'environment' },
        audio: false,
      });
      const element = video.current;
      if (stopped || !element) return;
      element.srcObject = stream;
      await element.play();
      const read = await qrFrameReader();
      const tick = async () => {
        if (stopped) return;
        const code = await read(element).catch(() => null);
        if (stopped) return;
        if (code && (code !== last.code || Date.now() - last.at > SAME_CODE_PAUSE_MS)) {
          last = { code, at: Date.now() };
          latestOnCode.current(code);
        }
        timer = setTimeout(() => void tick(), FRAME_INTERVAL_MS);
      };
      await tick();
    };
    start().catch(() => {
      if (!stopped) setFailed(true);
    });
    return () => {
      stopped = true;
      clearTimeout(timer);
      stream?.getTracks().forEach((track) => track.stop());
    };
  }, []);

  if (failed) return <Text color="fg.error">{t('camera.unavailable')}</Text>;
  return (
    <Box maxW="sm" rounded="md" overflow="hidden" bg="black">
      <video ref={video} aria-label={t('camera.label')} muted playsInline width="100%" />
    </Box>
  );
}
