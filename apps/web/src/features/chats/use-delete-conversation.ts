import { routes } from '@amoret/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../lib/api-client.ts';
import { updateCachedChats } from '../../lib/chats.ts';
import { ApiError } from '../../lib/http-client.ts';
import { useTranslation } from '../../lib/i18n.tsx';
import { queryKeys } from '../../lib/query-keys.ts';

/**
 * Deletes a conversation as the spec says: removed from the list at once, then DELETE /api/chat.php;
 * on failure the error in an alert and the list read again.
 */
export function useDeleteConversation() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ conversation }: { conversation: number; profile: number }) =>
      api.call(routes.chats.remove, { body: { conversation } }),
    onMutate: async ({ conversation }) => {
      await queryClient.cancelQueries({ queryKey: queryKeys.chats.list() });
      updateCachedChats(queryClient, (chats) => chats.filter((c) => c.conversation.id !== conversation));
    },
    onSuccess: (_answer, { conversation, profile }) => {
      // Its messages are gone from view; writing to the member again starts from the server's answer.
      queryClient.removeQueries({ queryKey: queryKeys.chats.conversation({ conversation }) });
      queryClient.removeQueries({ queryKey: queryKeys.chats.conversation({ profile }) });
    },
    onError: (error) => {
      window.alert(error instanceof ApiError ? error.message : t('errors.generic'));
      void queryClient.invalidateQueries({ queryKey: queryKeys.chats.list() });
    },
  });
}
