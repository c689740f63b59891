import type {
  AutomationDataSet,
  ConfiguratorDataSetName,
  EjectorDataSet,
  HoseDataSet,
} from '@shop/domain';
import type { ApiResult, ShopApi } from '../../../api/client';

/** The data set of each configurator, by name (the shapes of libs/domain's checks). */
export interface DataSets {
  hose: HoseDataSet;
  ejector: EjectorDataSet;
  automation: AutomationDataSet;
}

/** An article's catalogue facts as the admin API answers them. */
export interface ArticleFacts {
  productId: string;
  typeId: string;
  couplingType?: string;
  name: { de: string; en: string };
  nominalSize: number | null;
  hoseClass: string | null;
  priceCents: number;
}

export interface DataView<S extends ConfiguratorDataSetName> {
  set: S;
  version: string;
  data: DataSets[S];
  articles: ArticleFacts[];
}

export interface HoseOutcome {
  accepted: boolean;
  messageIds: string[];
  name?: string;
  unitPriceCents?: number;
  assemblyCostCents?: number;
  procurementDays?: number;
}

export interface EjectorOutcome {
  lengthState: 'valid' | 'invalid' | null;
  messageIds: string[];
  validLengths: string | null;
  solutions: Array<{ kind: string; articleId: string; priceCents: number; shorten: boolean; antiRotation: boolean; processingDays: number }>;
}

export interface AutomationOutcome {
  accepted: boolean;
  messageIds: string[];
  netCents?: number;
  trainingCents?: number;
  installationHours?: number;
  serviceDays?: number | null;
}

export interface DataPreview {
  problems: Record<string, string>;
  hose: { saved: HoseOutcome; proposed: HoseOutcome } | null;
  ejector?: { saved: EjectorOutcome; proposed: EjectorOutcome } | null;
  automation?: { saved: AutomationOutcome; proposed: AutomationOutcome } | null;
}

/** What the preview runs the configurator on: a hose configuration, or an ejector article and length. */
export interface PreviewSample {
  configuration?: Record<string, string>;
  articleId?: string;
  length?: string;
  /** A saved cell's code (RZ…). */
  code?: string;
  locale: 'de' | 'en';
}

/**
 * The page's transport: the admin configurator-data endpoints (ADR 0048). A port of its own so the store test
 * fakes it; `configuratorDataApi` calls them through the shop's client.
 */
export interface ConfiguratorDataApi {
  read<S extends ConfiguratorDataSetName>(set: S): Promise<ApiResult<DataView<S>>>;
  save<S extends ConfiguratorDataSetName>(set: S, version: string, data: DataSets[S]): Promise<ApiResult<{ version: string }>>;
  preview<S extends ConfiguratorDataSetName>(set: S, data: DataSets[S], sample?: PreviewSample): Promise<ApiResult<DataPreview>>;
  article(productId: string): Promise<ApiResult<ArticleFacts | null>>;
}

/** The client's calls by path string: these endpoints enter the generated document when it is next regenerated. */
type LooseApi = {
  get(path: string, init?: unknown): Promise<ApiResult<unknown>>;
  post(path: string, init?: unknown): Promise<ApiResult<unknown>>;
  put(path: string, init?: unknown): Promise<ApiResult<unknown>>;
};

export function configuratorDataApi(api: ShopApi): ConfiguratorDataApi {
  const loose = api as unknown as LooseApi;
  const base = '/api/admin/configurator-data';
  return {
    read: (set) => loose.get(`${base}/${set}`) as never,
    save: (set, version, data) => loose.put(`${base}/${set}`, { body: { version, data }, expectedErrors: ['VALIDATION_FAILED', 'cdmDataChanged'] }) as never,
    preview: (set, data, sample) => loose.post(`${base}/${set}/preview`, { body: { data, ...(sample ?? {}) }, expectedErrors: ['VALIDATION_FAILED'] }) as never,
    article: (productId) => loose.get(`${base}/article`, { params: { query: { productId } } }) as never,
  };
}
