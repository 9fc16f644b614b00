/** A network config or build variable the app cannot start with; the config error screen shows its message. */
export class ConfigError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'ConfigError';
  }
}
