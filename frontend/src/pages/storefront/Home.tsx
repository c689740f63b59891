import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { blocksOf } from '@shop/domain';
import type { PageProps } from '../../app/components';
import { useT } from '../../app/RouteContext';
import { PageBlocks } from '../../components/blocks/PageBlocks';
import { Spinner } from '../../components/Spinner';
import { useStores } from '../../stores/StoreContext';

/**
 * Home: a page-builder page. Its blocks are the page's web-page params (POST /webpage/params), loaded before
 * the first render on the server (prefetchRoute), so the page arrives rendered. A shop without blocks for its
 * home page shows the page's title.
 */
const Home = observer(function Home({ page }: PageProps) {
  const t = useT();
  const { content } = useStores();
  useEffect(() => {
    void content.loadParams(page.id);
  }, [content, page.id]);

  const state = content.paramsOf(page.id);
  if (!state || state.status === 'loading') return <Spinner logo={false} label={t('loading')} />;
  if (state.status === 'error') {
    return (
      <div className="container page">
        <h1>{page.label}</h1>
        <p className="message message--error" role="alert">
          {t('contentLoadFailed')}
        </p>
      </div>
    );
  }
  const blocks = blocksOf(state.params);
  if (blocks.length === 0) {
    return (
      <div className="container page">
        <h1>{page.label}</h1>
      </div>
    );
  }
  return <PageBlocks blocks={blocks} page={page} />;
});

export default Home;
