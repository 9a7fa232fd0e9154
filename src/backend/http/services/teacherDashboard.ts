import type { CallOptions, ServiceClient, ServiceResult } from '../createServiceClient';

/** Answers the spec leaves unstated ("the result of each is not shown"). */
export type UnstatedAnswer = Record<string, unknown>;

export type LibraryItemPatchAction = 'DELETE' | 'REMOVE' | 'APPROVE_AUDIO_SNIPPET';
/** SET_PENDING or another status action of the library item status machine. */
export type LibraryItemStatusAction = 'SET_PENDING' | (string & {});

export type ShopProductAction =
  | { action: 'TO_CMS_EDITORIAL_CARD'; shop_product_id: string }
  | { action: 'DUPLICATE_SHOP_PRODUCT'; shop_product_id: string; start_date: string | number; end_date: string | number };

/** Teacher dashboard service calls (spec 1 §7 library items, spec 3 §7 teacher dashboard). */
export function teacherDashboardApi(client: ServiceClient) {
  return {
    patchLibraryItem(action: LibraryItemPatchAction, libraryItemId: string, options?: CallOptions) {
      return client.request<UnstatedAnswer>('patch', 'api/v1/publishers/libraryitems', {
        ...options,
        json: { action, library_item_id: libraryItemId },
      });
    },
    postLibraryItemStatus(action: LibraryItemStatusAction, libraryItemId: string, options?: CallOptions) {
      return client.request<UnstatedAnswer>('post', 'api/v1/publishers/libraryitems', {
        ...options,
        json: { action, library_item_id: libraryItemId },
      });
    },
    getLibraryItemMetrics(libraryItemId: string, options?: CallOptions) {
      return client.request<UnstatedAnswer>('get', `api/v1/publishers/libraryitems/${encodeURIComponent(libraryItemId)}/metrics`, options);
    },
    getRatings(query: { library_item_id: string; library_item_type: string }, options?: CallOptions) {
      return client.request<UnstatedAnswer>('get', 'api/v1/publishers/dashboard/ratings', { ...options, searchParams: query });
    },
    patchProfile(body: { username: string }, options?: CallOptions) {
      return client.request<UnstatedAnswer>('patch', 'api/v1/publishers/profile', { ...options, json: body });
    },
    /** The whole profile form, validated on the server with the same profile schema (400 with field errors). */
    putProfileDetails(profile: Record<string, unknown>, options?: CallOptions) {
      return client.request<{ data: Record<string, unknown> }>('put', 'api/v1/publishers/profile/details', { ...options, json: profile });
    },
    /** Sends the uploaded square crop of the own picture for review: the server sets it PENDING. */
    postProfilePicture(options?: CallOptions) {
      return client.request<{ data: { profile_picture_status: string; profile_picture_path: string } }>('post', 'api/v1/publishers/profile/picture', { ...options, json: {} });
    },
    /** spec 3 §9: the donations range defaults to 30 days. */
    getDonations(range = 30, options?: CallOptions) {
      return client.request<UnstatedAnswer>('get', 'api/v1/donations', { ...options, searchParams: { range } });
    },
    getFollowers(timePeriodInDays: number, options?: CallOptions) {
      return client.request<UnstatedAnswer>('get', 'api/v1/publishers/followers', {
        ...options,
        searchParams: { time_period_in_days: timePeriodInDays },
      });
    },
    createPayee(options?: CallOptions) {
      return client.request<UnstatedAnswer>('post', 'api/v1/publishers/tipalti/payees', { ...options, json: {} });
    },
    shopProductAction(body: ShopProductAction, options?: CallOptions): ServiceResult<{ shop_product_id?: string }> {
      return client.request('post', 'api/v1/publishers/shop-products', { ...options, json: body });
    },
    createAutoReply(
      forumId: string,
      postId: string,
      body: { question: string; user_name: string; user_id: string },
      options?: CallOptions,
    ) {
      return client.request<UnstatedAnswer>(
        'post',
        `api/v1/forums/${encodeURIComponent(forumId)}/posts/${encodeURIComponent(postId)}/auto-replies`,
        { ...options, json: body },
      );
    },
  };
}

export type TeacherDashboardApi = ReturnType<typeof teacherDashboardApi>;
