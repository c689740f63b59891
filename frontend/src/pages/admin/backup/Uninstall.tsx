import { observer } from 'mobx-react-lite';
import { useId } from 'react';
import type { PageProps } from '../../../app/components';
import { useT } from '../../../app/RouteContext';
import { TextField } from '../../../components/forms/Field';
import { useStores } from '../../../stores/StoreContext';
import { usePageStore } from '../shared/page-store';
import { downloadHref } from './Backup';
import { UninstallStore } from './UninstallStore';
import './backup.css';

/**
 * Uninstall (spec /system/deinstallation): the admin types DEINSTALLIEREN (or UNINSTALL); the server makes a final
 * backup, keeps it and removes every row and file; the page then leads to the install page.
 */
const AdminUninstall = observer(function AdminUninstall({ page, locale }: PageProps) {
  const t = useT();
  const { content } = useStores();
  const store = usePageStore((root) => new UninstallStore(root.api));
  const id = useId();
  const { done, busy } = store;
  const latest = store.latestBackup;

  if (done) {
    return (
      <div className="admin-page">
        <div className="admin-page__head">
          <h1>{page.label}</h1>
        </div>
        <div className="message message--success" role="status">
          <p>{t('adUninstallDone', { name: done.backup })}</p>
          <p>
            {/* A full load: the shop's state (no admin, no homepage) is read anew. */}
            <a className="button button--primary" href={content.pathFor('adminInstall', locale) ?? done.installPath}>
              {t('adUninstallToInstall')}
            </a>
          </p>
        </div>
      </div>
    );
  }

  return (
    <div className="admin-page">
      <div className="admin-page__head">
        <h1>{page.label}</h1>
        <p>{t('adUninstallIntro')}</p>
      </div>
      {latest && (
        <p>
          <a className="button button--secondary" href={downloadHref(latest)} download={latest}>
            {t('adUninstallLatestBackup')}
          </a>
        </p>
      )}
      <form
        className="backup-danger"
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          void store.submit();
        }}
      >
        <TextField id={`${id}-confirm`} label={t('adUninstallConfirmLabel')} name="confirmation" autoComplete="off" value={store.confirmation} onValueChange={store.setConfirmation} error={store.error} required />
        {busy && (
          <p className="message" role="status">
            {t('adUninstallRunning')}
          </p>
        )}
        <div>
          <button type="submit" className="button button--danger" disabled={busy}>
            {t('adUninstallButton')}
          </button>
        </div>
      </form>
    </div>
  );
});

export default AdminUninstall;
