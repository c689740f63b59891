import { observer } from 'mobx-react-lite';
import { useEffect, useMemo } from 'react';
import { checkPageBlock, type PageBlock } from '@shop/domain';
import type { Webpage } from '../../api/contracts';
import { useStores } from '../../stores/StoreContext';
import { ErrorBoundary } from '../ErrorBoundary';
import { ContentGrid, DefaultHeadingBar, H1Block, H2Block, HeroRow, ImageBlock, Kpis, VideoRow } from './Blocks';
import { Slider } from './Slider';
import '../../styles/blocks.css';

function BlockView({ block, first }: { block: PageBlock; first: boolean }) {
  switch (block.type) {
    case 'Slider':
      return <Slider block={block} first={first} />;
    case 'ContentGrid':
      return <ContentGrid block={block} />;
    case 'DefaultHeadingBar':
      return <DefaultHeadingBar block={block} />;
    case 'H1':
      return <H1Block block={block} />;
    case 'H2':
      return <H2Block block={block} />;
    case 'Kpis':
      return <Kpis block={block} />;
    case 'Image':
      return <ImageBlock block={block} />;
    case 'SimpleHeroRow':
    case 'DiagonalHeroRow':
      return <HeroRow block={block} />;
    case 'SimpleVideoRow':
    case 'DiagonalVideoRow':
      return <VideoRow block={block} />;
  }
}

/**
 * The page-builder blocks of a page, in order. A block whose params are broken renders nothing and is
 * reported as a frontend error (once per page and block); a block that fails while rendering is caught and
 * reported the same way. The rest of the page renders.
 */
export const PageBlocks = observer(function PageBlocks({ blocks, page }: { blocks: unknown[]; page: Pick<Webpage, 'id' | 'code' | 'locale'> }) {
  const root = useStores();
  const checked = useMemo(() => blocks.map((raw) => checkPageBlock(raw)), [blocks]);
  useEffect(() => {
    checked.forEach((check, index) => {
      if (check.ok) return;
      const type = (blocks[index] as { type?: unknown } | null)?.type;
      root.reportError('page block params invalid', { page: page.code, locale: page.locale, index, type: String(type ?? ''), problem: check.problem }, `block:${page.id}:${index}`);
    });
  }, [checked, blocks, page, root]);
  // The first slider of a page is where its largest picture usually is: its first image loads with high priority.
  const firstSlider = checked.findIndex((c) => c.ok && c.block.type === 'Slider');
  return (
    <div className="page-blocks" data-page-blocks={page.code}>
      {checked.map((check, index) =>
        check.ok ? (
          <ErrorBoundary
            key={index}
            fallback={null}
            onError={(error) => root.reportError('page block failed', { page: page.code, locale: page.locale, index, type: check.block.type, error: String(error) }, `block-render:${page.id}:${index}`)}
          >
            <div className="page-block" data-block-type={check.block.type}>
              <BlockView block={check.block} first={index === firstSlider} />
            </div>
          </ErrorBoundary>
        ) : null,
      )}
    </div>
  );
});
