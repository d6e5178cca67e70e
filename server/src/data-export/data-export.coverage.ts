/**
 * Which export sections hold each table that refers to a person, and through which of its columns. A table whose
 * rows belong to someone only through a parent (a card through its deck) lists no column. The completeness test
 * (server/test/data-export) reads the schema's foreign keys and fails when a table or column is missing here: a new
 * table with personal data must join the export before it can ship.
 */
export const TABLE_COVERAGE: Readonly<Record<string, { columns: readonly string[]; sections: readonly string[] }>> = {
  users: { columns: ['id', 'responsavel_id'], sections: ['conta', 'prospectos_sob_minha_responsabilidade'] },
  sessions: { columns: ['user_id'], sections: ['sessoes'] },
  mensagens: { columns: ['user_id', 'autor_id'], sections: ['mensagens', 'mensagens_escritas'] },
  whatsapp_envios: { columns: ['user_id'], sections: ['envios_whatsapp'] },
  campanhas_marketing: { columns: ['criado_por'], sections: ['campanhas_marketing_criadas'] },
  decks: { columns: ['user_id'], sections: ['decks'] },
  flashcards: { columns: [], sections: ['flashcards'] },
  flashcard_audio: { columns: [], sections: ['audio_dos_flashcards'] },
  audio: { columns: ['user_id'], sections: ['audios'] },
  arquivos: { columns: ['user_id'], sections: ['arquivos'] },
  whatsapp_verificacoes: { columns: ['user_id'], sections: ['confirmacao_whatsapp_pendente'] },
  password_reset_tokens: { columns: ['user_id'], sections: ['links_redefinicao_senha'] },
  pedidos_senha: { columns: ['user_id'], sections: ['pedido_de_nova_senha_pendente'] },
  consentimentos: { columns: ['user_id'], sections: ['consentimentos'] },
  auditoria: { columns: ['ator_id', 'alvo_id'], sections: ['acessos_aos_meus_dados', 'minhas_acoes_registradas'] },
  etapas_historico: { columns: ['user_id', 'autor_id'], sections: ['etapas_da_matricula', 'etapas_que_registrei'] },
  documentos_prospecto: { columns: ['user_id', 'marcado_por'], sections: ['documentos_da_matricula', 'documentos_que_marquei'] },
  origens_lead: { columns: ['user_id'], sections: ['origem_do_cadastro'] },
  respostas_rapidas: { columns: ['autor_id'], sections: ['respostas_rapidas_criadas'] },
  flashcard_revisoes: { columns: ['user_id'], sections: ['revisoes_de_flashcards'] },
  flashcard_estudo_dias: { columns: ['user_id'], sections: ['dias_de_estudo'] },
  assistente_encaminhamentos: {
    columns: ['user_id', 'resolvido_por'],
    sections: ['encaminhamentos_ao_assessor', 'encaminhamentos_que_respondi'],
  },
  conhecimento_artigos: { columns: ['atualizado_por'], sections: ['artigos_que_editei'] },
  conhecimento_historico: { columns: ['editado_por'], sections: ['edicoes_de_artigos'] },
};
