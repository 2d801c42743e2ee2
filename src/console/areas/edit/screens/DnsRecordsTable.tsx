// The DNS records an own domain needs (spec/console.md §2.18): Type, Domain, Answer.
import { Box, Table, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import type { DnsRecord } from '../../../../../generated/manager/model_pb';

export function DnsRecordsTable({ records }: { records: readonly DnsRecord[] }) {
  const { t } = useTranslation('edit');
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
                <Table.Cell wordBreak="break-all" fontFamily="mono">
                  {record.answer}
                </Table.Cell>
              </Table.Row>
            ))}
          </Table.Body>
        </Table.Root>
      </Table.ScrollArea>
    </Box>
  );
}
