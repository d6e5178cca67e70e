import type { Knex } from 'knex';
import * as createUsers from './20251101000100_create_users.js';
import * as createSessions from './20251101000200_create_sessions.js';
import * as createMensagens from './20251101000300_create_mensagens.js';
import * as createDecksFlashcards from './20251101000400_create_decks_flashcards.js';
import * as createAudio from './20251101000500_create_audio.js';
import * as createDeletionRequests from './20251101000600_create_deletion_requests.js';
import * as createWhatsappEnvios from './20251101000700_create_whatsapp_envios.js';
import * as whatsappEnviosLease from './20251111000100_whatsapp_envios_lease.js';
import * as usersWaitingHumanIdx from './20251112000100_users_waiting_human_idx.js';
import * as sessionsUserId from './20261123000100_sessions_user_id.js';
import * as createAiReplyReceipts from './20261123000200_create_ai_reply_receipts.js';
import * as audioBytesExternal from './20261124000100_audio_bytes_external.js';
import * as loginThrottle from './20261124000300_login_throttle.js';
import * as usersAtivo from './20261124000400_users_ativo.js';
import * as createPasswordResetTokens from './20261125000100_create_password_reset_tokens.js';
import * as whatsappEnviosParametros from './20261125000200_whatsapp_envios_parametros.js';
import * as usersWhatsappDigits from './20261126000100_users_whatsapp_digits.js';
import * as usersLeads from './20261126000200_users_leads.js';
import * as mensagensWhatsapp from './20261126000300_mensagens_whatsapp.js';
import * as whatsappWebhook from './20261126000400_whatsapp_webhook.js';
import * as createArquivos from './20261126000500_create_arquivos.js';
import * as usersPipeline from './20261127000100_users_pipeline.js';
import * as createDocumentos from './20261127000200_create_documentos.js';
import * as createRespostasRapidas from './20261127000300_create_respostas_rapidas.js';
import * as flashcardReviews from './20261128000100_flashcard_reviews.js';
import * as createConsentimentos from './20261129000100_create_consentimentos.js';
import * as createAuditoria from './20261129000200_create_auditoria.js';
import * as assistantHandoffs from './20261130000100_assistant_handoffs.js';
import * as createConhecimento from './20261201000100_create_conhecimento.js';
import * as marketingConsentOptIn from './20261201000300_marketing_consent_opt_in.js';
import * as audioUltimoUso from './20261201000400_audio_ultimo_uso.js';
import * as createOrigensLead from './20261201000500_create_origens_lead.js';
import * as whatsappInbox from './20261201000600_whatsapp_inbox.js';
import * as deckFsrsParametros from './20261202000100_deck_fsrs_parametros.js';
import * as documentosProspectoArquivo from './20261202001500_documentos_prospecto_arquivo.js';
import * as usersProximoContatoDefinidoEm from './20261202001510_users_proximo_contato_definido_em.js';
import * as conhecimentoSeedUpgrade from './20261202002000_conhecimento_seed_upgrade.js';
import * as usersAccessVersion from './20261204000100_users_access_version.js';
import * as createBackups from './20261205000100_create_backups.js';
import * as assistantMisses from './20261207000100_assistant_misses.js';
import * as conversationWaitingMessage from './20261210000100_conversation_waiting_message.js';
import * as conversationTurns from './20261210000200_conversation_turns.js';
import * as whatsappNumberProof from './20261210000300_whatsapp_number_proof.js';
import * as createConteudoSite from './20261215000100_create_conteudo_site.js';
import * as createFotosSite from './20261216000100_create_fotos_site.js';
import * as createPedidosSenha from './20261216000200_create_pedidos_senha.js';
import * as createDuvidasAvaliacoes from './20261220000100_create_duvidas_avaliacoes.js';
import * as addMensagensFontes from './20261221000100_add_mensagens_fontes.js';

/** Every migration, in order. Add new ones at the end (file name `YYYYMMDDHHMMSS_snake_name.ts`). */
export const migrations: Record<string, Knex.Migration> = {
  '20251101000100_create_users': createUsers,
  '20251101000200_create_sessions': createSessions,
  '20251101000300_create_mensagens': createMensagens,
  '20251101000400_create_decks_flashcards': createDecksFlashcards,
  '20251101000500_create_audio': createAudio,
  '20251101000600_create_deletion_requests': createDeletionRequests,
  '20251101000700_create_whatsapp_envios': createWhatsappEnvios,
  '20251111000100_whatsapp_envios_lease': whatsappEnviosLease,
  '20251112000100_users_waiting_human_idx': usersWaitingHumanIdx,
  '20261123000100_sessions_user_id': sessionsUserId,
  '20261123000200_create_ai_reply_receipts': createAiReplyReceipts,
  '20261124000100_audio_bytes_external': audioBytesExternal,
  '20261124000300_login_throttle': loginThrottle,
  '20261124000400_users_ativo': usersAtivo,
  '20261125000100_create_password_reset_tokens': createPasswordResetTokens,
  '20261125000200_whatsapp_envios_parametros': whatsappEnviosParametros,
  '20261126000100_users_whatsapp_digits': usersWhatsappDigits,
  '20261126000200_users_leads': usersLeads,
  '20261126000300_mensagens_whatsapp': mensagensWhatsapp,
  '20261126000400_whatsapp_webhook': whatsappWebhook,
  '20261126000500_create_arquivos': createArquivos,
  '20261127000100_users_pipeline': usersPipeline,
  '20261127000200_create_documentos': createDocumentos,
  '20261127000300_create_respostas_rapidas': createRespostasRapidas,
  '20261128000100_flashcard_reviews': flashcardReviews,
  '20261129000100_create_consentimentos': createConsentimentos,
  '20261129000200_create_auditoria': createAuditoria,
  '20261130000100_assistant_handoffs': assistantHandoffs,
  '20261201000100_create_conhecimento': createConhecimento,
  '20261201000300_marketing_consent_opt_in': marketingConsentOptIn,
  '20261201000400_audio_ultimo_uso': audioUltimoUso,
  '20261201000500_create_origens_lead': createOrigensLead,
  '20261201000600_whatsapp_inbox': whatsappInbox,
  '20261202000100_deck_fsrs_parametros': deckFsrsParametros,
  '20261202001500_documentos_prospecto_arquivo': documentosProspectoArquivo,
  '20261202001510_users_proximo_contato_definido_em': usersProximoContatoDefinidoEm,
  '20261202002000_conhecimento_seed_upgrade': conhecimentoSeedUpgrade,
  '20261204000100_users_access_version': usersAccessVersion,
  '20261205000100_create_backups': createBackups,
  '20261207000100_assistant_misses': assistantMisses,
  '20261210000100_conversation_waiting_message': conversationWaitingMessage,
  '20261210000200_conversation_turns': conversationTurns,
  '20261210000300_whatsapp_number_proof': whatsappNumberProof,
  '20261215000100_create_conteudo_site': createConteudoSite,
  '20261216000100_create_fotos_site': createFotosSite,
  '20261216000200_create_pedidos_senha': createPedidosSenha,
  '20261220000100_create_duvidas_avaliacoes': createDuvidasAvaliacoes,
  '20261221000100_add_mensagens_fontes': addMensagensFontes,
};
