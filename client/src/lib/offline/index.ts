/** The device copy for studying without network: decks kept on the device, the outbox of answers, and its sync. */
export { saveDeckCopy, readDeckCopy, readDeckCopies, updateCardCopy, DECK_COPIES_MAX } from './deck-copies';
export { keepAudio, readKeptAudio, audioKey, AUDIO_BYTES_MAX } from './audio-copies';
export { enqueueAnswer, dropQueuedAnswer, queuedCount } from './outbox';
export { syncNow, settledSync, startOfflineSync, refreshPending } from './sync';
export { syncStatus, useSyncStatus, type SyncStatus } from './sync-status';
export { claimDeviceCopy, clearDeviceCopy, deviceOwner, releaseDeviceCopy } from './device-owner';
export { isNetworkFailure } from './network';
export { registerServiceWorker } from './register-worker';
export { dismissRefusals } from './sync';
