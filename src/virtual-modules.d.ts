declare module 'virtual:devnet-manifest' {
  /** The running devnet's manifest, without private keys; null when the network is not the devnet. */
  const manifest: unknown;
  export default manifest;
}
