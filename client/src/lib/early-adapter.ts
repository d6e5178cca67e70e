import axios, {
  AxiosError,
  AxiosHeaders,
  CanceledError,
  type AxiosAdapter,
  type AxiosInstance,
  type AxiosResponse,
  type InternalAxiosRequestConfig,
} from 'axios';
import { takeEarlyGet, type EarlyResponse } from './early-requests';

function abortion(config: InternalAxiosRequestConfig): Promise<never> {
  return new Promise((_resolve, reject) => {
    const signal = config.signal as AbortSignal | undefined;
    const cancel = () => reject(new CanceledError(undefined, config));
    if (signal?.aborted) cancel();
    else signal?.addEventListener?.('abort', cancel, { once: true });
  });
}

/** Serves an early answer as the adapter's response: same statuses, same errors, same JSON parsing downstream. */
function earlyAdapter(early: Promise<EarlyResponse>, network: AxiosAdapter): AxiosAdapter {
  return async (config) => {
    let answer: EarlyResponse;
    try {
      answer = await Promise.race([early, abortion(config)]);
    } catch (error) {
      if (error instanceof CanceledError) throw error;
      return network(config);
    }
    const response: AxiosResponse = {
      data: answer.body,
      status: answer.status,
      statusText: answer.statusText,
      headers: new AxiosHeaders(answer.headers),
      config,
      request: undefined,
    };
    if (!config.validateStatus || config.validateStatus(answer.status)) return response;
    const code = answer.status >= 500 ? AxiosError.ERR_BAD_RESPONSE : AxiosError.ERR_BAD_REQUEST;
    throw new AxiosError(`Request failed with status code ${answer.status}`, code, config, undefined, response);
  };
}

/** Request interceptor: a GET whose answer is already on its way (lib/early-requests.ts) takes it instead of asking again. */
export function answerFromEarlyGets(instance: AxiosInstance) {
  return (config: InternalAxiosRequestConfig): InternalAxiosRequestConfig => {
    if ((config.method ?? 'get').toLowerCase() !== 'get') return config;
    const early = takeEarlyGet(instance.getUri(config));
    if (early) config.adapter = earlyAdapter(early, axios.getAdapter(config.adapter, config));
    return config;
  };
}
