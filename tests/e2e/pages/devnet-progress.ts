import type { Locator, Page } from '@playwright/test';
import { t } from './copy';

type Service = 'chains' | 'zk' | 'marketplace' | 'explorer' | 'indexer' | 'relayer';

/** The devnet's progress: the notice in the app while part of it starts, and the list of its parts. */
export class DevnetProgressPage {
  readonly notice: Locator;
  readonly list: Locator;

  constructor(page: Page) {
    this.notice = page
      .getByRole('status')
      .filter({ has: page.getByRole('heading', { name: t('devnetProgress.title') }) });
    this.list = page.getByRole('list', { name: t('devnetProgress.label') });
  }

  /** One part's row, which reads its name and its state. */
  service(service: Service): Locator {
    return this.list.getByRole('listitem').filter({ hasText: t(`devnetProgress.services.${service}`) });
  }

  static readonly starting = t('devnetProgress.states.starting');
  static readonly ready = t('devnetProgress.states.ready');
}
