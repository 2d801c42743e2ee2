// The toolbar's account menu (spec/console.md §2.11): account settings, the diagnostics
// download for support, the interface language and sign-out. Signing out with changes not yet
// sent says how many and offers to wait: they are sent only once this account signs in here
// again (issue 30, item 13).
import { IconButton, Menu, Portal } from '@chakra-ui/react';
import { useNavigate } from 'react-router-dom';
import { useAppDispatch, useAppSelector, useAppStore } from '../../../app/hooks';
import { localeChanged, selectLocale } from '../../../app/uiSlice';
import type { Locale } from '../../../app/uiSlice';
import { selectUser } from '../../../entities/session';
import { pendingOf } from '../../../../client/queue';
import { CONFIRM_SAVE, useConfirm } from '../../confirm';
import { UserIcon } from '../../icons';
import { diagnosticsRequested } from '../../shellActions';
import { useT } from '../../../app/useT';

const LOCALES: readonly Locale[] = ['ru', 'en'];

export function AccountMenu() {
  const t = useT();
  const navigate = useNavigate();
  const dispatch = useAppDispatch();
  const locale = useAppSelector(selectLocale);
  const email = useAppSelector(selectUser)?.email;
  const store = useAppStore();
  const confirm = useConfirm();

  const signOut = async () => {
    const { queue, session } = store.getState();
    const count = session.user ? pendingOf(queue, session.user.uid).length : 0;
    if (count > 0) {
      const answer = await confirm({
        type: 'signOut',
        text: t('shell:confirm.signOut.text', { count }),
      });
      if (answer !== CONFIRM_SAVE) return;
    }
    void navigate('/signout');
  };

  const select = (value: string) => {
    if (value === 'settings') void navigate('/settings');
    else if (value === 'diagnostics') dispatch(diagnosticsRequested());
    else if (value === 'logout') void signOut();
  };

  return (
    <Menu.Root
      onSelect={({ value }) => select(value)}
      // Its button sits in the sticky toolbar: placed against the viewport, the menu opens where
      // it was last placed, right under the button, even when the page has scrolled since (with
      // the page's coordinates it would show off-screen until placed again a frame later).
      positioning={{ placement: 'bottom-end', strategy: 'fixed' }}
    >
      <Menu.Trigger asChild>
        <IconButton aria-label={t('shell:account.menu')} variant="ghost" size="sm" rounded="full">
          <UserIcon boxSize={6} />
        </IconButton>
      </Menu.Trigger>
      <Portal>
        <Menu.Positioner>
          <Menu.Content minW="220px" maxW="calc(100vw - 16px)">
            {email && (
              <Menu.ItemGroup>
                <Menu.ItemGroupLabel fontWeight="normal" color="fg.muted" truncate>
                  {email}
                </Menu.ItemGroupLabel>
              </Menu.ItemGroup>
            )}
            <Menu.Item value="settings">{t('shell:account.settings')}</Menu.Item>
            <Menu.Item value="diagnostics">{t('shell:account.diagnostics')}</Menu.Item>
            <Menu.Separator />
            <Menu.RadioItemGroup
              value={locale}
              onValueChange={({ value }) => {
                const next = LOCALES.find((candidate) => candidate === value);
                if (next) dispatch(localeChanged(next));
              }}
            >
              <Menu.ItemGroupLabel>{t('language.label')}</Menu.ItemGroupLabel>
              {LOCALES.map((value) => (
                <Menu.RadioItem key={value} value={value}>
                  <Menu.ItemText>{t(`language.${value}`)}</Menu.ItemText>
                  <Menu.ItemIndicator />
                </Menu.RadioItem>
              ))}
            </Menu.RadioItemGroup>
            <Menu.Separator />
            <Menu.Item value="logout">{t('shell:account.logout')}</Menu.Item>
          </Menu.Content>
        </Menu.Positioner>
      </Portal>
    </Menu.Root>
  );
}
