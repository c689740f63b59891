import { observer } from 'mobx-react-lite';
import { useEffect, useId, useState } from 'react';
import { hasMessage } from '@shop/i18n';
import type { PageProps } from '../../../app/components';
import { useT } from '../../../app/RouteContext';
import { TextField } from '../../../components/forms/Field';
import { useStores } from '../../../stores/StoreContext';
import { downloadHref } from './Backup';
import './backup.css';

/**
 * Uninstall (spec /system/deinstallation): the admin types DEINSTALLIEREN (or UNINSTALL); the server makes a final
 * backup, keeps it and removes every row and file; the page then leads to the install page.
 */
const AdminUninstall = observer(function AdminUninstall({ page, locale }: PageProps) {
  const t = useT();
  const { api, content } = useStores();
  const [latest, setLatest] = useState<string | null>(null);
  const [confirmation, setConfirmation] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [done, setDone] = useState<{ backup: string; installPath: string } | null>(null);
  const id = useId();

  useEffect(() => {
    void api.get('/api/admin/backups').then((res) => {
      if (res.ok) setLatest(res.data.items[0]?.name ?? null);
    });
  }, [api]);

  const submit = async () => {
    setError(null);
    if (!['DEINSTALLIEREN', 'UNINSTALL'].includes(confirmation.trim())) {
      setError('adUninstallConfirmationWrong');
      return;
    }
    setBusy(true);
    const res = await api.post('/api/admin/system/uninstall', {
      body: { confirmation: confirmation.trim() },
      expectedErrors: ['adUninstallConfirmationWrong', 'adUninstallJobsRunning', 'adUninstallBackupFailed', 'jobAlreadyRunning', 'VALIDATION_FAILED'],
    });
    setBusy(false);
    if (!res.ok) {
      setError(hasMessage(res.error.code) ? res.error.code : 'errorHasOccurred');
      return;
    }
    setDone({ backup: res.data.finalBackup.name, installPath: content.pathFor('adminInstall', locale) ?? res.data.installPath });
  };

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
            <a className="button button--primary" href={done.installPath}>
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
          void submit();
        }}
      >
        <TextField id={`${id}-confirm`} label={t('adUninstallConfirmLabel')} name="confirmation" autoComplete="off" value={confirmation} onValueChange={setConfirmation} error={error} required />
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
