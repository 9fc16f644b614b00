import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { IgnoredParam } from './link-params';
import './form-link.css';

/** How long "Copied" stays after a copy. */
const COPIED_MS = 3000;

/**
 * What a link into the bridge named that the form did not take, one line a parameter (docs/links.md):
 * the rest of the link filled the form.
 */
export function IgnoredLinkNote(props: {
  readonly ignored: readonly IgnoredParam[];
  readonly symbol: string;
  readonly decimals: number;
}) {
  const { t } = useTranslation();
  if (props.ignored.length === 0) return null;
  return (
    <ul className="warning link-note" data-testid="link-note">
      {props.ignored.map(({ param, reason }) => (
        <li key={param}>
          {t('links.ignored', {
            param: t(`links.params.${param}`),
            reason: t(`links.reasons.${reason}`, { symbol: props.symbol, decimals: props.decimals }),
          })}
        </li>
      ))}
    </ul>
  );
}

/**
 * Copies the page's URL, which the form keeps up to date: a link to the bridge filled as it is now. "Copied"
 * is said in a live region for screen readers; a clipboard that refuses is only logged (the URL stays in
 * the address bar).
 */
export function CopyLinkButton() {
  const { t } = useTranslation();
  const [copied, setCopied] = useState(false);
  useEffect(() => {
    if (!copied) return;
    const timer = window.setTimeout(() => setCopied(false), COPIED_MS);
    return () => window.clearTimeout(timer);
  }, [copied]);
  return (
    <span className="copy-link">
      <button
        type="button"
        className="button"
        onClick={() =>
          navigator.clipboard.writeText(window.location.href).then(
            () => setCopied(true),
            (error: unknown) => console.warn('The link could not be copied', error),
          )
        }
      >
        {t('links.copy')}
      </button>
      <span role="status" className="copied">
        {copied ? t('links.copied') : ''}
      </span>
    </span>
  );
}
