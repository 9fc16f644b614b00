import { useTranslation } from 'react-i18next';
import './app.css';

export function App() {
  const { t } = useTranslation();
  return (
    <main className="app">
      <h1>{t('app.title')}</h1>
      <p>{t('app.tagline')}</p>
    </main>
  );
}
