// On a copied event's dashboard: what the copy carried from its original (issue 30, item 1),
// kind by kind, so the organiser sees at once that the speakers, schedule and files are there.
import { Card, DataList, Heading, Text } from '@chakra-ui/react';
import { useT } from '../../../app/useT';

/** The kinds in the order an organiser reads them; a kind the server adds later comes last. */
const KINDS = [
  'texts',
  'files',
  'speakers',
  'meetings',
  'locations',
  'sections',
  'attachments',
  'forms',
  'formFields',
  'posts',
  'organizers',
  'sponsors',
  'preferences',
] as const;

export function CarriedCard({ carried }: { carried: Readonly<Record<string, number>> }) {
  const t = useT('edit');
  const kinds = KINDS.filter((kind) => (carried[kind] ?? 0) > 0);
  if (Object.keys(carried).length === 0) return null;
  return (
    <Card.Root as="section" aria-labelledby="dashboard-carried" gridColumn={{ md: 'span 2' }}>
      <Card.Header>
        <Heading as="h2" size="md" id="dashboard-carried">
          {t('dashboard.carried.title')}
        </Heading>
        <Text color="fg.muted" fontSize="sm">
          {t('dashboard.carried.hint')}
        </Text>
      </Card.Header>
      <Card.Body pt={0}>
        <DataList.Root orientation="horizontal" size="sm">
          {kinds.map((kind) => (
            <DataList.Item key={kind}>
              <DataList.ItemLabel>{t(`dashboard.carried.${kind}`)}</DataList.ItemLabel>
              <DataList.ItemValue>{carried[kind]}</DataList.ItemValue>
            </DataList.Item>
          ))}
        </DataList.Root>
      </Card.Body>
    </Card.Root>
  );
}
