import { Controller, HttpCode, Post, Req } from '@nestjs/common';
import { ApiExtraModels, ApiOkResponse, ApiOperation, ApiTags, ApiUnauthorizedResponse } from '@nestjs/swagger';
import { CatalogueQueries } from '../../../catalogue';
import { ContentQueries } from '../../../content';
import { sessionTokens } from '../../../identity';
import { PricingService } from '../../../pricing';
import type { FastifyRequest } from 'fastify';
import { StorefrontFacade } from '../../application/storefront/storefront.facade';
import { InitResponseDto, MenuItemDto, SocialChannelDto } from './dto/init.dto';

@ApiTags('facade')
@ApiExtraModels(MenuItemDto, SocialChannelDto)
@Controller('api/facade/frontend')
export class FrontendFacadeController {
  constructor(
    private readonly content: ContentQueries,
    private readonly catalogue: CatalogueQueries,
    private readonly storefront: StorefrontFacade,
    private readonly pricing: PricingService,
  ) {}

  @Post('init')
  @HttpCode(200)
  @ApiOperation({ summary: 'Everything the frontend needs to start: config, pages, menus, categories, redirects, store' })
  @ApiOkResponse({ type: InitResponseDto })
  @ApiUnauthorizedResponse({ description: 'apiCode header missing or wrong (API_CODE_MISSING, API_CODE_INVALID)' })
  async init(@Req() req: FastifyRequest): Promise<InitResponseDto> {
    const [config, webpages, menus, categories, redirects, session, defaultPriceRules] = await Promise.all([
      this.content.generalConfig(),
      this.content.webpages(),
      this.content.menus(),
      this.catalogue.productCategories(),
      this.content.redirects(),
      this.storefront.initialStore(sessionTokens(req)),
      this.pricing.defaultPriceRules(),
    ]);
    return {
      data: {
        config,
        webpages: webpages.map(({ image: _image, inSearch: _inSearch, ...page }) => page),
        menus,
        productCategories: categories.map((c) => ({
          id: c.id,
          parentId: c.parentId,
          sort: c.sort,
          image: c.image,
          name: { de: c.name.de, en: c.name.en ?? c.name.de },
          path: { de: c.path.de, en: c.path.en ?? c.path.de },
          productCount: c.productCount,
        })),
        redirects,
        // The logged-in customer (with checkout's orders and pricing's group price rules) and admin, from their session cookies.
        store: { user: session.user, adminUser: session.adminUser, groupPriceRules: session.groupPriceRules, defaultPriceRules, orders: session.orders },
      },
    };
  }
}
