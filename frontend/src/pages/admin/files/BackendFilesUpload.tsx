import type { PageProps } from '../../../app/components';
import { useT } from '../../../app/RouteContext';
import { FileUpload } from './FileUpload';

/** Uploads backend files, several at once, each with a progress bar. */
export default function AdminBackendFilesUpload({ page, locale }: PageProps) {
  const t = useT();
  return (
    <div className="admin-page">
      <div className="admin-page__head">
        <h1>{page.label}</h1>
        <p>{t('adFilesBackendUploadIntro')}</p>
      </div>
      <FileUpload area="backend-files" locale={locale} listCode="adminBackendFiles" />
    </div>
  );
}
