import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AttachKnowledgeGap, CreateKnowledgeArticle, UpdateKnowledgeArticle } from '@app/contracts';
import { queryKeys } from '@/api/query-keys';
import { getArticle, getArticleHistory } from '@/features/knowledge/api/get-article';
import { attachGap, listGaps, listMisses, correctMiss } from '@/features/knowledge/api/knowledge-gaps';
import { listArticles } from '@/features/knowledge/api/list-articles';
import { createArticle, keepOwnText, updateArticle } from '@/features/knowledge/api/save-article';

export function useArticles(busca: string) {
  return useQuery({
    queryKey: queryKeys.knowledge.articles(busca),
    queryFn: ({ signal }) => listArticles(busca, signal),
    placeholderData: keepPreviousData,
    meta: { errorMessage: '[knowledge] could not load the articles:' },
  });
}

export function useArticle(id: number | null) {
  return useQuery({
    queryKey: queryKeys.knowledge.article(id ?? 0),
    queryFn: ({ signal }) => getArticle(id!, signal),
    enabled: id !== null,
  });
}

export function useArticleHistory(id: number | null) {
  return useQuery({
    queryKey: queryKeys.knowledge.history(id ?? 0),
    queryFn: ({ signal }) => getArticleHistory(id!, signal),
    enabled: id !== null,
  });
}

export function useMisses() {
  return useQuery({ queryKey: queryKeys.knowledge.misses, queryFn: ({ signal }) => listMisses(signal) });
}

/** A staff correction of a missed reply: one step, then every knowledge query refreshes. */
export function useCorrectMiss() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { id: number; artigoId: number; resposta: string }) =>
      correctMiss(input.id, { artigoId: input.artigoId, resposta: input.resposta }),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: queryKeys.knowledge.all }),
  });
}

export function useGaps() {
  return useQuery({ queryKey: queryKeys.knowledge.gaps, queryFn: ({ signal }) => listGaps(signal) });
}

/** Create (id null) or save a new version; every knowledge query refreshes after it. */
export function useSaveArticle() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { id: null; body: CreateKnowledgeArticle } | { id: number; body: UpdateKnowledgeArticle }) =>
      input.id === null ? createArticle(input.body) : updateArticle(input.id, input.body),
    // Not awaited: the refetch draws the editor again for the new version, and the caller's onSuccess must run first.
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: queryKeys.knowledge.all }),
  });
}

export function useAttachGap() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: AttachKnowledgeGap) => attachGap(body),
    // Not awaited: the refetch draws the editor again for the new version, and the caller's onSuccess must run first.
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: queryKeys.knowledge.all }),
  });
}

/** Keep the staff's text of an article a release corrected (the newer original stops being offered). */
export function useKeepOwnText() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => keepOwnText(id),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: queryKeys.knowledge.all }),
  });
}
