// The footer's event preferences the attendee app reads (our reading of spec/console.md §2.20
// "preference inputs"): 'ui.footer_visible' as a switch (absent = shown) and 'ui.footer_link'
// as a text field holding an absolute http(s) URL (empty = no link).
import { Card, Heading, Stack } from '@chakra-ui/react';
import { PREFERENCE_KEYS } from '../../../../common/constants';
import { httpUrlRule } from '../../../../common/rules';
import { PreferenceSwitch } from './PreferenceSwitch';
import { PreferenceTextField } from './PreferenceTextField';
import { useT } from '../../../app/useT';

const linkRule = httpUrlRule('link');

export interface FooterPreferencesProps {
  eventId: string;
  onDraftChange: (key: string, drafting: boolean) => void;
}

export function FooterPreferences({ eventId, onDraftChange }: FooterPreferencesProps) {
  const t = useT('wording');
  return (
    <Card.Root as="section" aria-labelledby="footer-preferences-title">
      <Card.Header>
        <Heading as="h2" size="md" id="footer-preferences-title">
          {t('footer.title')}
        </Heading>
      </Card.Header>
      <Card.Body>
        <Stack gap={4}>
          <PreferenceSwitch
            eventId={eventId}
            preferenceKey={PREFERENCE_KEYS.footerVisible}
            label={t('footer.visible')}
            defaultValue="true"
          />
          <PreferenceTextField
            eventId={eventId}
            preferenceKey={PREFERENCE_KEYS.footerLink}
            label={t('footer.link')}
            placeholder={t('footer.linkPlaceholder')}
            helperText={t('footer.linkHint')}
            type="url"
            rule={linkRule}
            onDraftChange={onDraftChange}
          />
        </Stack>
      </Card.Body>
    </Card.Root>
  );
}
