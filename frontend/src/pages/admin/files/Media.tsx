import type { PageProps } from '../../../app/components';
import { useT } from '../../../app/RouteContext';
import { FileList } from './FileList';

/** The media library: public pictures, videos and documents, with their variants (ADR 0026). */
export default function AdminMedia({ page, locale }: PageProps) {
  const t = useT();
  return (
    <div className="admin-page">
      <div className="admin-page__head">
        <h1>{page.label}</h1>
        <p>{t('adMediaIntro')}</p>
      </div>
      <FileList area="media" locale={locale} uploadCode="adminMediaUpload" />
    </div>
  );
}
