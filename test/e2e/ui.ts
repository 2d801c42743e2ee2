// What an organiser does in the console, as steps a test can name (excalidraw's tests/helpers/ui
// idea): found by roles, labels and the visible Russian texts of locales/ru, never by CSS.
import { AxeBuilder } from '@axe-core/playwright';
import type { Locator, Page } from 'playwright-core';

/** Polls until the check passes (a playwright-core page has no auto-waiting expect). */
export async function eventually(
  check: () => Promise<boolean> | boolean,
  what: string,
  timeoutMs = 20_000,
): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (await check()) return;
    if (Date.now() > deadline)
      throw new Error(`timed out after ${timeoutMs} ms waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** The notice of a save that waits in the write queue (locales/ru/common.json). */
export const SAVED_ON_DEVICE =
  'Сохранено на этом устройстве. Изменения будут отправлены, когда появится связь.';

const ACCOUNT_MENU = /^(Меню аккаунта|Account menu)$/;
const CLOSE_NOTIFICATION = /^(Закрыть уведомление|Close notification)$/;

export class UI {
  constructor(private readonly page: Page) {}

  /** axe-core's WCAG 2.1 A and AA rules on the page as it is now: throws with each violation. */
  async accessible(what: string): Promise<void> {
    // Check what the user sees once it has settled: a drawer or dialog still fading in has its
    // text at part opacity, which axe measures as low contrast. Endless animations (spinners)
    // are left running.
    await this.page.evaluate(() =>
      Promise.all(
        document
          .getAnimations()
          .filter((a) => a.effect?.getComputedTiming().endTime !== Infinity)
          .map((a) => a.finished.catch(() => undefined)),
      ),
    );
    const { violations } = await new AxeBuilder({ page: this.page })
      .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
      .analyze();
    if (violations.length === 0) return;
    const found = violations.map(
      (v) =>
        `${v.id} (${v.impact ?? '?'}): ${v.help}\n    ${v.nodes.map((n) => n.target.join(' ')).join('\n    ')}`,
    );
    throw new Error(`accessibility of ${what}:\n  ${found.join('\n  ')}`);
  }

  /** Waits for the page to be at this path (and query, when given). */
  async at(pathname: string, search?: string): Promise<void> {
    await this.page.waitForURL(
      (url) => url.pathname === pathname && (search === undefined || url.search === search),
    );
  }

  /** Fills and submits the sign-up form (on /signup); resolves once the screen is left. */
  async signUp(email: string, password: string): Promise<void> {
    await this.at('/signup');
    // The URL changes before the new screen commits (router transitions): the sign-in form,
    // with its own E-mail field, may still be on screen. Wait for this screen's heading.
    await this.page.getByRole('heading', { name: 'Регистрация' }).waitFor();
    await this.page.getByLabel('E-mail', { exact: true }).fill(email);
    await this.page.getByLabel('Пароль', { exact: true }).fill(password);
    await this.page.getByRole('button', { name: 'Создать аккаунт' }).click();
    await this.page.waitForURL((url) => url.pathname !== '/signup');
  }

  /** Fills and submits the sign-in form (on /signin); resolves once the screen is left. */
  async signIn(email: string, password: string): Promise<void> {
    await this.at('/signin');
    await this.page.getByRole('heading', { name: 'Вход' }).waitFor();
    // A first visit gets the pre-rendered page, which loads the console on the first
    // interaction and then swaps its static form for the console's: a click during that swap
    // can land on neither. Typing and submitting before the swap is signInPage.test's subject;
    // here the console takes over first.
    await this.page.getByLabel('E-mail', { exact: true }).focus();
    await this.page.locator('#prerendered').waitFor({ state: 'detached' });
    await this.page.getByLabel('E-mail', { exact: true }).fill(email);
    await this.page.getByLabel('Пароль', { exact: true }).fill(password);
    await this.page.getByRole('button', { name: 'Войти', exact: true }).click();
    await this.page.waitForURL((url) => url.pathname !== '/signin');
  }

  /** From the event list: the 'New event' card, the name, create; back on the list. */
  async createEvent(title: string): Promise<void> {
    await this.page.getByRole('link', { name: 'Новое мероприятие' }).click();
    await this.at('/new');
    await this.page.getByRole('textbox', { name: 'Название' }).fill(title);
    await this.page.getByRole('button', { name: 'Создать мероприятие' }).click();
    await this.at('/');
    await this.card(title).first().waitFor();
  }

  /** The event cards of the list. */
  cards(): Locator {
    return this.page.getByRole('article');
  }

  /** The cards whose title link reads exactly this. */
  card(title: string): Locator {
    return this.cards().filter({
      has: this.page.getByRole('link', { name: title, exact: true }),
    });
  }

  async cardCount(title?: string): Promise<number> {
    return (title === undefined ? this.cards() : this.card(title)).count();
  }

  /**
   * The card that links to this event key. Cards with the same title are told apart by their
   * link: the list's order is by creation second, which two quick creates can share.
   */
  cardByKey(eventKey: string): Locator {
    return this.cards().filter({
      has: this.page.locator(`a[href="/edit/${encodeURIComponent(eventKey)}"]`),
    });
  }

  /** Picks an item of a card's menu: the card with this title (there must be one), or a card. */
  async cardMenu(card: string | Locator, item: string): Promise<void> {
    const target = typeof card === 'string' ? this.card(card) : card;
    await target.getByRole('button', { name: /^Действия с мероприятием/ }).click();
    await this.page.getByRole('menuitem', { name: item, exact: true }).click();
  }

  /** Opens an event's dashboard from its card title (there must be one card with it). */
  async openEvent(title: string): Promise<void> {
    await this.card(title).getByRole('link', { name: title, exact: true }).click();
    await this.page.getByRole('heading', { name: 'Главная', level: 1 }).waitFor();
    await this.editedTitle(title).waitFor();
  }

  /** The edit shell's breadcrumb with the event's title. */
  editedTitle(title: string): Locator {
    return this.page
      .getByRole('navigation', { name: 'Навигация' })
      .getByRole('link', { name: title, exact: true });
  }

  /** In the edit shell: opens the general settings from the dashboard's name card. */
  async openGeneralSettings(): Promise<void> {
    await this.page.getByRole('link', { name: 'Изменить название' }).click();
    await this.page.getByRole('heading', { name: 'Основные настройки', level: 1 }).waitFor();
  }

  /** In the edit shell: types a new name in the general settings and saves it. */
  async renameEvent(title: string): Promise<void> {
    await this.openGeneralSettings();
    const card = this.eventSettingsCard();
    await card.getByRole('textbox', { name: 'Название' }).fill(title);
    await card.getByRole('button', { name: 'Сохранить' }).click();
    await this.editedTitle(title).waitFor();
  }

  /** The general settings' event card. */
  eventSettingsCard(): Locator {
    return this.page.getByRole('region', { name: 'Мероприятие', exact: true });
  }

  /** Picks an item (or a language) of the toolbar's account menu. */
  async accountMenu(item: string): Promise<void> {
    await this.page.getByRole('button', { name: ACCOUNT_MENU }).click();
    const entry = this.page
      .getByRole('menuitem', { name: item, exact: true })
      .or(this.page.getByRole('menuitemradio', { name: item, exact: true }));
    await entry.click();
  }

  /** Account menu → 'Скачать диагностику': where the downloaded bundle is. */
  async downloadDiagnostics(): Promise<string> {
    const download = this.page.waitForEvent('download');
    await this.accountMenu('Скачать диагностику');
    return (await download).path();
  }

  /** Opens a diagnostics bundle on /replay; resolves once the replay's banner shows. */
  async openReplay(file: string): Promise<void> {
    await this.page.goto(new URL('/replay', this.page.url()).toString());
    await this.page.getByLabel('Файл диагностики (.json)').setInputFiles(file);
    await this.page.getByRole('button', { name: 'Открыть' }).click();
    await this.page.getByText('Просмотр диагностики — только чтение').waitFor();
  }

  /** Waits for a notification with this text, then closes it so the next one can show. */
  async notification(text: string, timeoutMs = 20_000): Promise<void> {
    const host = this.page.locator('[role="status"], [role="alert"]').filter({
      has: this.page.getByText(text, { exact: true }),
    });
    await host.first().waitFor({ timeout: timeoutMs });
    await host
      .first()
      .getByRole('button', { name: CLOSE_NOTIFICATION })
      .click({ timeout: 2_000 })
      .catch(() => undefined); // it may have timed out on its own meanwhile
  }

  /** The toolbar badge of unsent writes ("N неотправленных изменения"). */
  pendingBadge(): Locator {
    return this.page.getByText(/^\d+ неотправленн/);
  }

  /** The number on the pending-writes badge; 0 when there is none. */
  async pendingCount(): Promise<number> {
    // allTextContents does not wait: the badge may go between two looks.
    const [text] = await this.pendingBadge().allTextContents();
    return text === undefined ? 0 : Number.parseInt(text, 10);
  }
}
