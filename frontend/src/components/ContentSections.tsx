import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import type { ContentSection } from '../api/contracts';
import { useT } from '../app/RouteContext';
import { useStores } from '../stores/StoreContext';
import { Spinner } from './Spinner';

function paragraphs(body: string): string[] {
  return body
    .split(/\n\s*\n/)
    .map((p) => p.trim())
    .filter(Boolean);
}

/** Content sections of a web page, loaded as web-page params (POST /webpage/params). Plain text only. */
export const ContentSections = observer(function ContentSections({ pageId, headingLevel = 2 }: { pageId: number; headingLevel?: 2 | 3 }) {
  const t = useT();
  const { content } = useStores();
  useEffect(() => {
    void content.loadParams(pageId);
  }, [content, pageId]);

  const state = content.paramsOf(pageId);
  if (!state || state.status === 'loading') return <Spinner logo={false} label={t('loading')} />;
  if (state.status === 'error') return <p className="message message--error" role="alert">{t('contentLoadFailed')}</p>;
  const sections: ContentSection[] = Array.isArray(state.params.sections) ? state.params.sections : [];
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <div className="prose">
      {sections.map((section, i) => (
        <section key={`${section.heading}-${i}`} className="prose__section">
          {section.heading && <Heading>{section.heading}</Heading>}
          {paragraphs(section.body ?? '').map((text, j) => (
            <p key={j}>{text}</p>
          ))}
        </section>
      ))}
    </div>
  );
});
