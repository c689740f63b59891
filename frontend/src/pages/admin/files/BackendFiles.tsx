import type { PageProps } from '../../../app/components';
import { useT } from '../../../app/RouteContext';
import { FileList } from './FileList';
import { GeneratedFiles } from './GeneratedFiles';

/** Backend files (administrators only) and the generated files: PDF catalogue and merchant feed (ADR 0026). */
export default function AdminBackendFiles({ page, locale }: PageProps) {
  const t = useT();
  return (
    <div className="admin-page">
      <div className="admin-page__head">
        <h1>{page.label}</h1>
        <p>{t('adFilesBackendIntro')}</p>
      </div>
      <FileList area="backend-files" locale={locale} uploadCode="adminBackendFilesUpload" />
      <GeneratedFiles locale={locale} />
    </div>
  );
}
