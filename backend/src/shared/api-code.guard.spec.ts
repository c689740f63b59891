import 'reflect-metadata';
import { Controller, Get, HttpStatus, Module, Post, type ExecutionContext } from '@nestjs/common';
import { NestFactory, Reflector } from '@nestjs/core';
import { FastifyAdapter } from '@nestjs/platform-fastify';
import { DocumentBuilder, SwaggerModule, type OpenAPIObject } from '@nestjs/swagger';
import { ShopConfig } from '../config/app-config';
import { ApiCodeGuard, WithoutApiCode, withApiCodeHeader } from './api-code.guard';
import { ApiError } from './api-error';

@Controller('api/sample')
class SampleController {
  @Get('items')
  items(): string[] {
    return [];
  }

  @Post('items')
  add(): void {}

  @Get('health')
  @WithoutApiCode()
  health(): string {
    return 'ok';
  }
}

@Module({ controllers: [SampleController] })
class SampleModule {}

async function documentOf(): Promise<OpenAPIObject> {
  const app = await NestFactory.create(SampleModule, new FastifyAdapter(), { logger: false });
  try {
    return withApiCodeHeader(SwaggerModule.createDocument(app, new DocumentBuilder().build()));
  } finally {
    await app.close();
  }
}

function contextOf(handler: keyof SampleController, headers: Record<string, string>): ExecutionContext {
  return {
    getType: () => 'http',
    getHandler: () => SampleController.prototype[handler],
    getClass: () => SampleController,
    switchToHttp: () => ({ getRequest: () => ({ headers }) }),
  } as unknown as ExecutionContext;
}

function refusal(call: () => unknown): { code: string; status: number } | null {
  try {
    call();
    return null;
  } catch (e) {
    if (!(e instanceof ApiError)) throw e;
    return { code: e.code, status: e.getStatus() };
  }
}

describe('the apiCode header', () => {
  const guard = new ApiCodeGuard(new Reflector(), { get: () => 'secret-code' } as unknown as ShopConfig);

  it('is asked for by every operation of the API document except the ones the guard lets through', async () => {
    const doc = await documentOf();
    const header = { name: 'apiCode', in: 'header', required: true, schema: { type: 'string' } };
    expect(doc.paths['/api/sample/items'].get?.parameters).toEqual([header]);
    expect(doc.paths['/api/sample/items'].post?.parameters).toEqual([header]);
    const health = doc.paths['/api/sample/health'].get!;
    expect(health.parameters ?? []).not.toContainEqual(expect.objectContaining({ name: 'apiCode' }));
    // The marker that tells the document builder is not part of the published document.
    expect(Object.keys(health).filter((k) => k.startsWith('x-'))).toEqual([]);
  });

  it('is checked by the guard where the document asks for it, and not where it does not', () => {
    expect(refusal(() => guard.canActivate(contextOf('items', {})))).toEqual({ code: 'API_CODE_MISSING', status: HttpStatus.UNAUTHORIZED });
    expect(refusal(() => guard.canActivate(contextOf('items', { apicode: 'wrong-code!' })))).toEqual({ code: 'API_CODE_INVALID', status: HttpStatus.UNAUTHORIZED });
    expect(guard.canActivate(contextOf('items', { apicode: 'secret-code' }))).toBe(true);
    expect(guard.canActivate(contextOf('health', {}))).toBe(true);
  });
});
