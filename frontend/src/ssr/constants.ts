/** Id of the `<script type="application/json">` that carries the recorded API answers of a server-rendered page. */
export const SSR_STATE_ID = 'shop-state';
