import { mutationOptions } from '@tanstack/react-query';
import * as z from 'zod/mini';
import { ResponseShapeError } from './errors';
import type { MarketplaceClient } from './marketplace';

const SIGN_URL_PATH = '/moonpay/sign-url';
const nonEmpty = z.string().check(z.minLength(1));

/**
 * What `/moonpay/sign-url` answers. The specification names the call but not its answer, so the shapes
 * such services give are read: the URL itself, or an object with `url` or `signedUrl` (docs/onramp.md).
 */
const signedUrlSchema = z.union([
  nonEmpty,
  z.pipe(
    z.object({ url: nonEmpty }),
    z.transform((answer) => answer.url),
  ),
  z.pipe(
    z.object({ signedUrl: nonEmpty }),
    z.transform((answer) => answer.signedUrl),
  ),
]);

/** Signs a purchase URL through the marketplace (authenticated); resolves with the signed URL. */
export function signPurchaseUrlMutation(marketplace: MarketplaceClient) {
  return mutationOptions({
    mutationKey: ['onramp', 'sign-url'],
    mutationFn: async (unsignedUrl: string): Promise<string> => {
      const parsed = signedUrlSchema.safeParse(await marketplace.getMoonpaySignedUrl(unsignedUrl));
      if (!parsed.success) throw new ResponseShapeError(SIGN_URL_PATH, 'url', 'is missing');
      return parsed.data;
    },
  });
}
