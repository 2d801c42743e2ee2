// The settings hub (spec/console.md §2.17): one link per settings screen.
import { Badge, Box, Flex, Heading, Stack, Text } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';
import * as EditIcons from '../../../ui/editIcons';
import { ChevronRightIcon } from '../../../ui/editIcons';
import { useEditedEventRole } from '../../../entities/events';
import { entryAllowed, useNavEntries } from '../../../ui/nav';
import type { SettingsEntry } from '../../../ui/nav';
import { useT } from '../../../app/useT';

function EntryContent({ entry }: { entry: SettingsEntry }) {
  const t = useT('edit');
  const Icon = EditIcons[entry.icon];
  return (
    <Flex align="center" gap={4} p={4} borderWidth="1px" rounded="md" bg="bg.panel">
      <Icon boxSize={6} color={entry.enabled ? 'primary' : 'fg.subtle'} />
      <Box flex="1" minW={0}>
        <Text fontWeight="semibold">{t(entry.labelKey)}</Text>
        <Text fontSize="sm" color="fg.muted">
          {t(`${entry.labelKey}Hint`)}
        </Text>
      </Box>
      {entry.enabled ? (
        <ChevronRightIcon boxSize={5} color="fg.muted" />
      ) : (
        <Badge size="xs" variant="outline" colorPalette="gray">
          {t('settings.notYet')}
        </Badge>
      )}
    </Flex>
  );
}

export function SettingsHubScreen() {
  const t = useT('edit');
  const { settings: all } = useNavEntries();
  const role = useEditedEventRole();
  const settings = all.filter((entry) => entryAllowed(entry, role));
  return (
    <Stack gap={5} maxW="3xl">
      <Heading as="h1" size="xl">
        {t('settings.title')}
      </Heading>
      <Stack as="ul" listStyleType="none" gap={3}>
        {settings.map((entry) => (
          <li key={entry.key}>
            {entry.enabled ? (
              <Box
                asChild
                display="block"
                rounded="md"
                _hover={{ bg: 'bg.muted' }}
                _focusVisible={{
                  outline: '2px solid',
                  outlineColor: 'primary',
                  outlineOffset: '2px',
                }}
              >
                <RouterLink to={entry.path}>
                  <EntryContent entry={entry} />
                </RouterLink>
              </Box>
            ) : (
              <Box aria-disabled="true" opacity={0.7} cursor="not-allowed">
                <EntryContent entry={entry} />
              </Box>
            )}
          </li>
        ))}
      </Stack>
    </Stack>
  );
}
