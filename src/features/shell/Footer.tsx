import { useTranslation } from 'react-i18next';
import { ExternalLink } from '../../components/ExternalLink';
import { FOOTER_GROUPS, SOCIAL_LINKS } from '../../config/links';

export function Footer() {
  const { t } = useTranslation();
  return (
    <footer className="footer">
      <div className="footer-groups">
        {FOOTER_GROUPS.map((group) => (
          <section key={group.titleKey} aria-labelledby={`footer-${group.titleKey}`}>
            <h2 id={`footer-${group.titleKey}`}>{t(group.titleKey)}</h2>
            <ul>
              {group.links.map((link) => (
                <li key={link.href}>
                  <ExternalLink href={link.href}>{t(link.labelKey)}</ExternalLink>
                </li>
              ))}
            </ul>
          </section>
        ))}
      </div>
      <div className="footer-social">
        <ExternalLink href={SOCIAL_LINKS.x.href}>{t('footer.x')}</ExternalLink>
        <ExternalLink href={SOCIAL_LINKS.discord.href}>{t('footer.discord')}</ExternalLink>
      </div>
    </footer>
  );
}
