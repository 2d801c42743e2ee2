// The one RTK Query API of the console; features add their endpoints with injectEndpoints.
import { createApi } from '@reduxjs/toolkit/query/react';
import { connectBaseQuery } from '../transport/baseQuery';

export const api = createApi({
  reducerPath: 'api',
  baseQuery: connectBaseQuery,
  endpoints: () => ({}),
});
