import { type NftItem, nftKey } from './inventory';

/** The NFTs of each chain as cards to tick; nothing can be ticked while a send runs. */
export function NftGrid(props: {
  groups: readonly { chainId: number; items: readonly NftItem[] }[];
  selected: readonly NftItem[];
  disabled: boolean;
  chainName: (chainId: number) => string;
  onToggle: (item: NftItem) => void;
}) {
  return props.groups.map((group) => (
    <div key={group.chainId} className="nft-group" data-testid="nft-group" data-chain={group.chainId}>
      <h3>
        {props.chainName(group.chainId)} <span className="muted">({group.items.length})</span>
      </h3>
      <ul className="nft-grid">
        {group.items.map((item) => {
          const isSelected = props.selected.some((s) => nftKey(s) === nftKey(item));
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
                {item.image ? (
                  <img src={item.image} alt="" width={96} height={96} loading="lazy" />
                ) : (
                  <span className="nft-placeholder" aria-hidden="true">
                    #{item.tokenId}
                  </span>
                )}
                <span className="nft-name">{item.name}</span>
              </label>
            </li>
          );
        })}
      </ul>
    </div>
  ));
}
