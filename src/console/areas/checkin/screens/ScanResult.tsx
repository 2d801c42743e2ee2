// One scan's answer at the door, worded for the organiser: who came in and when, that the
// check-in waits on this device, or why the participant may not come in.
import { Box, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import type { Participant } from '../../../../../generated/manager/model_pb';
import { useNetworkOnline } from '../../../ui/useNetworkOnline';
import type { Outcome } from './scanOutcome';

const TONE: Record<Outcome['kind'], string> = {
  waiting: 'blue',
  checkedIn: 'green',
  already: 'orange',
  suspended: 'red',
  badCode: 'red',
  qrOff: 'red',
  other: 'red',
};

function useOutcomeText(outcome: Outcome): [string, string | null] {
  const { t, i18n } = useTranslation('checkin');
  const online = useNetworkOnline();
  const name = (p?: Participant) =>
    `${p?.firstName ?? ''} ${p?.lastName ?? ''}`.trim() || t('result.unknownName');
  const time = (p?: Participant) =>
    p?.checkedInAt
      ? new Intl.DateTimeFormat(i18n.language, { hour: '2-digit', minute: '2-digit' }).format(
          p.checkedInAt * 1000,
        )
      : null;
  switch (outcome.kind) {
    case 'waiting':
      return [t(online ? 'result.sending' : 'result.offline'), null];
    case 'checkedIn': {
      const at = time(outcome.participant);
      return [
        t('result.checkedIn', { name: name(outcome.participant) }),
        at && t('result.checkedInAt', { time: at }),
      ];
    }
    case 'already': {
      const at = time(outcome.participant);
      return [
        t('result.already', { name: name(outcome.participant) }),
        at ? t('result.alreadyAt', { time: at }) : t('result.alreadyNoTime'),
      ];
    }
    case 'other':
      return [t('result.other', { message: outcome.message }), null];
    default:
      return [t(`result.${outcome.kind}`), null];
  }
}

export function ScanResult({ outcome, latest }: { outcome: Outcome; latest: boolean }) {
  const [main, detail] = useOutcomeText(outcome);
  const tone = TONE[outcome.kind];
  return (
    <Box
      borderWidth="1px"
      borderLeftWidth="6px"
      borderColor={`${tone}.solid`}
      bg={latest ? `${tone}.subtle` : undefined}
      rounded="md"
      px={4}
      py={latest ? 3 : 2}
      data-outcome={outcome.kind}
    >
      <Text fontWeight={latest ? 'semibold' : 'normal'} fontSize={latest ? 'lg' : 'sm'}>
        {main}
      </Text>
      {detail && <Text fontSize="sm">{detail}</Text>}
    </Box>
  );
}
