// The DNS records an own domain needs (spec/console.md §2.18): Type, Domain, Answer. The answer
// is the token the organiser must paste at their DNS provider: each has its copy button, which
// stays in view at 360 px.
import { Box, HStack, IconButton, Table, Text } from '@chakra-ui/react';
import type { DnsRecord } from '../../../../../generated/manager/model_pb';
import { CopyIcon } from '../../../ui/editIcons';
import { useCopyLink } from './useCopyLink';
import { useT } from '../../../app/useT';

export function DnsRecordsTable({ records }: { records: readonly DnsRecord[] }) {
  const t = useT('edit');
  const copy = useCopyLink();
  return (
    <Box>
      <Text id="dns-records-title" fontWeight="semibold" mb={2}>
        {t('general.appUrl.dnsTitle')}
      </Text>
      {/* Focusable, so a keyboard can scroll the long answers into view on a phone. */}
      <Table.ScrollArea
        borderWidth="1px"
        rounded="md"
        tabIndex={0}
        role="region"
        aria-labelledby="dns-records-title"
      >
        <Table.Root size="sm" aria-labelledby="dns-records-title">
          <Table.Header>
            <Table.Row>
              <Table.ColumnHeader>{t('general.appUrl.dnsType')}</Table.ColumnHeader>
              <Table.ColumnHeader>{t('general.appUrl.dnsDomain')}</Table.ColumnHeader>
              <Table.ColumnHeader>{t('general.appUrl.dnsAnswer')}</Table.ColumnHeader>
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {records.map((record) => (
              <Table.Row key={`${record.type} ${record.domain} ${record.answer}`}>
                <Table.Cell>{record.type}</Table.Cell>
                <Table.Cell wordBreak="break-all">{record.domain}</Table.Cell>
                <Table.Cell>
                  <HStack gap={1} align="start">
                    <Text as="span" wordBreak="break-all" fontFamily="mono" flex="1" minW="8ch">
                      {record.answer}
                    </Text>
                    <IconButton
                      aria-label={t('general.appUrl.copyAnswer', { domain: record.domain })}
                      variant="ghost"
                      size="xs"
                      onClick={() => void copy(record.answer, 'message.answerCopied')}
                    >
                      <CopyIcon boxSize={4} />
                    </IconButton>
                  </HStack>
                </Table.Cell>
              </Table.Row>
            ))}
          </Table.Body>
        </Table.Root>
      </Table.ScrollArea>
    </Box>
  );
}
