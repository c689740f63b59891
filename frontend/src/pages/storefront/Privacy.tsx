import { observer } from 'mobx-react-lite';
import type { PageProps } from '../../app/components';
import { ContentSections } from '../../components/ContentSections';
import { LegalVersionNote } from '../../components/LegalVersionNote';
import '../../styles/content.css';

/** A legal text (privacy policy; terms and conditions): content sections and the link to the legally valid language version. */
const Privacy = observer(function Privacy({ page }: PageProps) {
  return (
    <div className="container page page--narrow">
      <h1>{page.label}</h1>
      <LegalVersionNote page={page} />
      <ContentSections pageId={page.id} />
    </div>
  );
});

export default Privacy;
