import type { PageProps } from '../../../app/components';
import { useT } from '../../../app/RouteContext';
import { FileUpload } from './FileUpload';

/** Uploads media files, several at once, each with a progress bar; pictures come back with their variants. */
export default function AdminMediaUpload({ page, locale }: PageProps) {
  const t = useT();
  return (
    <div className="admin-page">
      <div className="admin-page__head">
        <h1>{page.label}</h1>
        <p>{t('adMediaUploadIntro')}</p>
      </div>
      <FileUpload area="media" locale={locale} listCode="adminMedia" />
    </div>
  );
}
