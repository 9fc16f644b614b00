import { useTranslation } from 'react-i18next';
import { useAppServices } from '../../api/services';
import { AssetIcon } from '../../components/AssetIcon';
import { imageOriginsOf } from '../../config/image-origins';
import { formatNumber } from '../../lib/format';
import { allowedImageUrl } from '../../lib/image-url';
import { NO_PRICE, type PriceContext, toEth, toUsd, valueText } from '../../lib/prices';
import { usePriceContext } from '../../shared/prices/usePrices';
import { type NftItem, type NftPrice, nftKey } from './inventory';

/**
 * The NFTs of each chain as cards to tick, each with the price the marketplace gives for it in MAGIC, ETH and
 * USD; nothing can be ticked while a send runs.
 */
export function NftGrid(props: {
  groups: readonly { chainId: number; items: readonly NftItem[] }[];
  selected: readonly NftItem[];
  disabled: boolean;
  chainName: (chainId: number) => string;
  chainIcon: (chainId: number) => string | undefined;
  onToggle: (item: NftItem) => void;
}) {
  const prices = usePriceContext();
  const origins = imageOriginsOf(useAppServices().network);
  return props.groups.map((group) => (
    <div key={group.chainId} className="nft-group" data-testid="nft-group" data-chain={group.chainId}>
      <h3>
        <AssetIcon src={props.chainIcon(group.chainId)} name={props.chainName(group.chainId)} />
        {props.chainName(group.chainId)} <span className="muted">({group.items.length})</span>
      </h3>
      <ul className="nft-grid">
        {group.items.map((item) => {
          const isSelected = props.selected.some((s) => nftKey(s) === nftKey(item));
          // An image from a host the network does not name is never asked for (docs/nfts.md, "Images").
          const image = allowedImageUrl(item.image, origins);
          return (
            <li key={nftKey(item)}>
              <label
                className={`nft-card${isSelected ? ' selected' : ''}`}
                data-testid="nft-card"
                data-token-id={item.tokenId}
              >
                <input
                  type="checkbox"
                  checked={isSelected}
                  disabled={props.disabled}
                  onChange={() => props.onToggle(item)}
                />
                {image ? (
                  <img src={image} alt="" width={96} height={96} loading="lazy" />
                ) : (
                  <span className="nft-placeholder" aria-hidden="true">
                    #{item.tokenId}
                  </span>
                )}
                <span className="nft-name">{item.name}</span>
                <NftPriceText price={item.price} prices={prices} />
              </label>
            </li>
          );
        })}
      </ul>
    </div>
  ));
}

/** "Floor 12.5 MAGIC" over "≈ $3.13 · 0.00104 ETH"; "Price: —" when the marketplace gives none. */
function NftPriceText({ price, prices }: { price: NftPrice | undefined; prices: PriceContext }) {
  const { t, i18n } = useTranslation();
  const locale = i18n.language;
  if (!price)
    return (
      <span className="nft-price" data-testid="nft-price">
        {t('prices.nftUnpriced', { value: NO_PRICE })}
      </span>
    );
  const input = { price: Number(price.magic), currency: 'MAGIC' };
  const amount = `${formatNumber(price.magic, locale)} MAGIC`;
  return (
    <span className="nft-price" data-testid="nft-price">
      <span>{t(price.kind === 'listing' ? 'prices.nftListing' : 'prices.nftFloor', { amount })}</span>
      <span className="muted">{valueText(toUsd(input, prices), toEth(input, prices), locale)}</span>
    </span>
  );
}
