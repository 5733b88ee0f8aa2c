export { ApiError, detailOr, isApiError } from './api-error';
export {
  buildPath,
  defineEndpoint,
  pathParamNames,
  toColonPath,
  withQuery,
  type Access,
  type EndpointDef,
  type ErrorStatus,
  type HttpMethod,
  type RequestInput,
  type ResponseOf,
} from './endpoint';
export {
  DEFAULT_TIMEOUT_MS,
  USER_CHANGED,
  configureHttp,
  isUserChange,
  keepsSessionOn401,
  request,
  type HttpConfig,
  type RequestOptions,
} from './http';
