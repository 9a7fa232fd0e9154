import type { CallOptions, ServiceClient } from '../createServiceClient';
import type { UnstatedAnswer } from './teacherDashboard';

export type Params = Record<string, string | number | boolean | undefined>;

const id = encodeURIComponent;

/** Filtering and search service calls, all GET (spec 3 §7). */
export function searchApi(client: ServiceClient) {
  const get = (path: string, params: Params | undefined, options?: CallOptions) =>
    client.request<UnstatedAnswer>('get', path, { ...options, searchParams: params });
  return {
    filterShopProducts: (params?: Params, options?: CallOptions) => get('shop-products/filter', params, options),
    getShopProduct: (shopProductId: string, options?: CallOptions) => get(`shop-products/${id(shopProductId)}`, undefined, options),
    getShopProductReviews: (shopProductId: string, params?: Params, options?: CallOptions) =>
      get(`shop-products/${id(shopProductId)}/reviews`, params, options),
    getCourseReviews: (courseId: string, params?: Params, options?: CallOptions) => get(`courses/${id(courseId)}/reviews`, params, options),
    getSingleTrackReviews: (trackId: string, params?: Params, options?: CallOptions) =>
      get(`single-tracks/${id(trackId)}/reviews`, params, options),
    filterEvents: (params?: Params, options?: CallOptions) => get('events/filter', params, options),
    getPublisherFollowers: (publisherId: string, params?: Params, options?: CallOptions) =>
      get(`publishers/${id(publisherId)}/followers`, params, options),
    filterPublishers: (params: { username: string } & Params, options?: CallOptions) => get('publishers/filter', params, options),
    filterRetreatVenues: (params?: Params, options?: CallOptions) => get('retreat-venues/filter', params, options),
    searchPublishers: (params: { query: string } & Params, options?: CallOptions) => get('publishers/search', params, options),
    searchUsers: (params: { query: string; limit?: number }, options?: CallOptions) => get('users/search', params, options),
    searchRetreatVenues: (params?: Params, options?: CallOptions) => get('retreat-venues/search', params, options),
  };
}

export type SearchApi = ReturnType<typeof searchApi>;
