/**
 * The icons of the tokens the app knows, by symbol: local files under public/tokens, never hotlinked
 * (docs/chains-and-assets.md, "Icons"). A token without one (a server route's new token) shows a fallback.
 */
export const TOKEN_ICONS: ReadonlyMap<string, string> = new Map([
  ['MAGIC', '/tokens/magic.svg'],
  ['SMOL', '/tokens/smol.svg'],
  ['ETH', '/tokens/eth.svg'],
  ['WETH', '/tokens/weth.svg'],
  ['RON', '/tokens/ron.svg'],
]);

/** The path of a token's icon under the public folder, or undefined when the app has none. */
export function tokenIcon(symbol: string): string | undefined {
  return TOKEN_ICONS.get(symbol.toUpperCase());
}
