/**
 * The purchase flow (docs/onramp.md): sign the purchase URL through the marketplace, check that it is the
 * purchase asked for, open it in a window that cannot reach the app, and wait for that window to come back
 * to the app's origin; then a success toast and fresh balances. It lives with the Buy button, not the
 * dialog, so a purchase finished after the dialog was closed is still noticed.
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
  ONRAMP_DECIMALS,
  type OnrampConfig,
  type OnrampOption,
  type PurchaseRequest,
  purchaseOutcome,
  purchaseUrl,
} from './onramp';

const POPUP_FEATURES = 'popup,width=480,height=720';
/** How often the window is looked at: browsers send no event for its closing or its return to the app. */
const POPUP_POLL_MS = 500;

/**
 * The purchase window at `url`, or null when the browser refused it. It is opened blank (the app's own
 * origin, so the app may cut its opener) and sent on from there: no page it ever shows can reach
 * `window.opener`, to rewrite the app's tab or message it, while the app keeps its handle to watch it.
 */
function openPurchaseWindow(url: string): Window | null {
  const opened = window.open('', '_blank', POPUP_FEATURES);
  if (!opened) return null;
  opened.opener = null;
  opened.location.replace(url);
  return opened;
}

/** The window's address when it is on the app's origin; undefined while another origin's page is in it. */
function readableHref(opened: Window): string | undefined {
  try {
    return opened.location.href;
  } catch {
    return undefined;
  }
}

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
  const choice = useRef<{ readonly chosen: PurchaseChoice; readonly request: PurchaseRequest } | null>(null);
  const completed = useRef(onComplete);
  completed.current = onComplete;

  const start = useCallback(
    async (chosen: PurchaseChoice) => {
      popup.current?.close();
      popup.current = null;
      const request: PurchaseRequest = {
        currencyCode: chosen.option.currencyCode,
        walletAddress: chosen.walletAddress,
        amount: chosen.amount,
        redirectUrl: `${window.location.origin}/`,
      };
      choice.current = { chosen, request };
      setPhase({ step: 'signing' });
      try {
        // Nothing is opened before the signed URL is checked. Opened after the signing's round trip, the
        // window may be blocked; the dialog then offers it as a link.
        const signed = checkSignedUrl(onramp, await sign.mutateAsync(purchaseUrl(onramp, request)), request);
        popup.current = openPurchaseWindow(signed);
        setPhase(popup.current ? { step: 'waiting' } : { step: 'blocked', url: signed });
      } catch (error) {
        // What the catalogue does not word is a bug to look into, not only a message to show.
        if (!(error instanceof AppError)) console.error('onramp', error);
        setPhase({ step: 'failed', message: errorMessage(t, error) });
      }
    },
    [onramp, sign, t],
  );

  /** The blocked window, opened from the link's click; false when the browser refused it again. */
  const openBlocked = useCallback((url: string): boolean => {
    const opened = openPurchaseWindow(url);
    if (!opened) return false;
    popup.current = opened;
    setPhase({ step: 'waiting' });
    return true;
  }, []);

  const reset = useCallback(() => setPhase({ step: 'form' }), []);

  const waiting = phase.step === 'waiting';
  useEffect(() => {
    if (!waiting) return;
    const watch = setInterval(() => {
      const opened = popup.current;
      const purchase = choice.current;
      // Closed without a purchase: back to the form, nothing said.
      if (!opened || opened.closed || !purchase) {
        popup.current = null;
        setPhase({ step: 'form' });
        return;
      }
      const outcome = purchaseOutcome(readableHref(opened), purchase.request);
      if (outcome === 'pending') return;
      opened.close();
      popup.current = null;
      setPhase({ step: 'form' });
      if (outcome === 'failed') return;
      const { option, amount } = purchase.chosen;
      const bought = {
        amount: formatTokenAmount(parseUnits(amount, ONRAMP_DECIMALS), ONRAMP_DECIMALS, i18n.language),
        symbol: option.asset,
        chain: option.chainName,
      };
      if (outcome === 'completed') toast.success(t('buy.complete', bought));
      else toast(t('buy.submitted', bought));
      void invalidateTokenBalances(queryClient);
      completed.current();
    }, POPUP_POLL_MS);
    return () => clearInterval(watch);
  }, [waiting, queryClient, t, i18n]);

  return { phase, start, openBlocked, reset };
}
