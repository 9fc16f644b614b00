import { useTranslation } from 'react-i18next';

/** Shown instead of the app when its network config is invalid: what is wrong, in the config's own words. */
export function ConfigErrorScreen({ message }: { message: string }) {
  const { t } = useTranslation();
  return (
    <main className="app">
      <h1>{t('configError.title')}</h1>
      <p>{t('configError.body')}</p>
      <pre className="config-error">{message}</pre>
    </main>
  );
}
