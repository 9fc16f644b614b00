/**
 * The purchase flow (docs/onramp.md): sign the purchase URL through the marketplace, open it in a popup,
 * wait for the purchase page's `MOONPAY_COMPLETE`, then a success toast and fresh balances. It lives with
 * the Buy button, not the dialog, so a purchase finished after the dialog was closed is still noticed.
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import toast from 'react-hot-toast';
import { useTranslation } from 'react-i18next';
import { parseUnits } from 'viem';
import type { MarketplaceClient } from '../../api/marketplace';
import { signPurchaseUrlMutation } from '../../api/onramp-queries';
import { errorMessage } from '../../i18n/messages';
import { AppError } from '../../lib/errors';
import { formatTokenAmount } from '../../lib/format';
import { invalidateTokenBalances } from '../../shared/transfers/after-transfer';
import {
  checkSignedUrl,
  isPurchaseComplete,
  ONRAMP_DECIMALS,
  type OnrampConfig,
  type OnrampOption,
  purchaseUrl,
} from './onramp';

/** One named window: a second purchase reuses it rather than opening another. */
const POPUP_NAME = 'treasure-bridge-onramp';
const POPUP_FEATURES = 'popup,width=480,height=720';
/** How often the popup is checked for having been closed: browsers send no event for it. */
const POPUP_POLL_MS = 500;

/** The purchase window, with an opener: the purchase page reports to the app through it. */
const openPopup = (url: string) => window.open(url, POPUP_NAME, POPUP_FEATURES);

export type OnrampPhase =
  | { readonly step: 'form' }
  | { readonly step: 'signing' }
  | { readonly step: 'failed'; readonly message: string }
  /** The browser refused the window: the person opens it from a link. */
  | { readonly step: 'blocked'; readonly url: string }
  | { readonly step: 'waiting' };

export interface PurchaseChoice {
  readonly option: OnrampOption;
  /** A plain decimal (`purchaseAmount`). */
  readonly amount: string;
  readonly walletAddress: string;
}

export function useOnramp(onramp: OnrampConfig, marketplace: MarketplaceClient, onComplete: () => void) {
  const { t, i18n } = useTranslation();
  const queryClient = useQueryClient();
  const sign = useMutation(signPurchaseUrlMutation(marketplace));
  const [phase, setPhase] = useState<OnrampPhase>({ step: 'form' });
  const popup = useRef<Window | null>(null);
  const choice = useRef<PurchaseChoice | null>(null);
  const completed = useRef(onComplete);
  completed.current = onComplete;

  const start = useCallback(
    async (chosen: PurchaseChoice) => {
      choice.current = chosen;
      // Opened now, in the click: a window opened after the signing's round trip may be blocked.
      popup.current = openPopup('');
      setPhase({ step: 'signing' });
      try {
        const unsigned = purchaseUrl(onramp, {
          currencyCode: chosen.option.currencyCode,
          walletAddress: chosen.walletAddress,
          amount: chosen.amount,
          redirectUrl: `${window.location.origin}/`,
        });
        const signed = checkSignedUrl(onramp, await sign.mutateAsync(unsigned));
        if (popup.current && !popup.current.closed) {
          popup.current.location.href = signed;
          setPhase({ step: 'waiting' });
        } else {
          setPhase({ step: 'blocked', url: signed });
        }
      } catch (error) {
        popup.current?.close();
        popup.current = null;
        // What the catalogue does not word is a bug to look into, not only a message to show.
        if (!(error instanceof AppError)) console.error('onramp', error);
        setPhase({ step: 'failed', message: errorMessage(t, error) });
      }
    },
    [onramp, sign, t],
  );

  /** The blocked window, opened from the link's click; false when the browser refused it again. */
  const openBlocked = useCallback((url: string): boolean => {
    const opened = openPopup(url);
    if (!opened) return false;
    popup.current = opened;
    setPhase({ step: 'waiting' });
    return true;
  }, []);

  const reset = useCallback(() => setPhase({ step: 'form' }), []);

  const waiting = phase.step === 'waiting';
  useEffect(() => {
    if (!waiting) return;
    const onMessage = (event: MessageEvent) => {
      if (!isPurchaseComplete(event, onramp, popup.current)) return;
      popup.current?.close();
      popup.current = null;
      setPhase({ step: 'form' });
      const bought = choice.current;
      if (bought)
        toast.success(
          t('buy.complete', {
            amount: formatTokenAmount(parseUnits(bought.amount, ONRAMP_DECIMALS), ONRAMP_DECIMALS, i18n.language),
            symbol: bought.option.asset,
            chain: bought.option.chainName,
          }),
        );
      void invalidateTokenBalances(queryClient);
      completed.current();
    };
    // Closed without a purchase: back to the form, nothing said.
    const closedCheck = setInterval(() => {
      if (popup.current?.closed !== false) {
        popup.current = null;
        setPhase({ step: 'form' });
      }
    }, POPUP_POLL_MS);
    window.addEventListener('message', onMessage);
    return () => {
      window.removeEventListener('message', onMessage);
      clearInterval(closedCheck);
    };
  }, [waiting, onramp, queryClient, t, i18n]);

  return { phase, start, openBlocked, reset };
}
