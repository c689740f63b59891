import type { GetPath, Operation } from '../../../api/client';

/** The query parameters of a GET operation, as the generated document types them. */
export type QueryOf<P extends GetPath> = NonNullable<Operation<P, 'get'> extends { parameters: { query?: infer Q } } ? Q : never>;
