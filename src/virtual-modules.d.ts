declare module 'virtual:devnet-manifest' {
  /** The running devnet's manifest, without private keys; null when the network is not the devnet. */
  const manifest: unknown;
  export default manifest;
  /**
   * Set while the dev server runs for the devnet and the manifest is not there yet: a URL answering
   * `{ "ready": boolean }`. Null otherwise (in a build, a missing manifest stays a config error).
   */
  export const readyUrl: string | null;
  /**
   * The same URL whenever the dev server runs for the devnet, its answer then also naming each part of the
   * devnet as `starting` or `ready`; null in a build.
   */
  export const progressUrl: string | null;
}

declare module 'virtual:icon-files' {
  /** Each chain and token icon's SVG markup by the path it is served at (scripts/vite-icon-files.ts). */
  const files: Readonly<Record<string, string>>;
  export default files;
}
