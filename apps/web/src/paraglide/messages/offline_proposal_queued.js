/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Offline_Proposal_QueuedInputs */

const en_offline_proposal_queued = /** @type {(inputs: Offline_Proposal_QueuedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`You are offline: your proposal is waiting to send and goes out when the connection is back.`)
};

const ur_offline_proposal_queued = /** @type {(inputs: Offline_Proposal_QueuedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`آپ آف لائن ہیں: آپ کا پروپوزل بھیجے جانے کے انتظار میں ہے اور کنکشن بحال ہوتے ہی چلا جائے گا۔`)
};

/**
* | output |
* | --- |
* | "You are offline: your proposal is waiting to send and goes out when the connection is back." |
*
* @param {Offline_Proposal_QueuedInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const offline_proposal_queued = /** @type {((inputs?: Offline_Proposal_QueuedInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Offline_Proposal_QueuedInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_offline_proposal_queued(inputs)
	return en_offline_proposal_queued(inputs)
});