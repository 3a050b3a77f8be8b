/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Offline_Milestone_QueuedInputs */

const en_offline_milestone_queued = /** @type {(inputs: Offline_Milestone_QueuedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`You are offline: your submission is waiting to send and goes out when the connection is back.`)
};

const ur_offline_milestone_queued = /** @type {(inputs: Offline_Milestone_QueuedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`آپ آف لائن ہیں: آپ کا جمع کرایا گیا کام بھیجے جانے کے انتظار میں ہے اور کنکشن بحال ہوتے ہی چلا جائے گا۔`)
};

/**
* | output |
* | --- |
* | "You are offline: your submission is waiting to send and goes out when the connection is back." |
*
* @param {Offline_Milestone_QueuedInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const offline_milestone_queued = /** @type {((inputs?: Offline_Milestone_QueuedInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Offline_Milestone_QueuedInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_offline_milestone_queued(inputs)
	return en_offline_milestone_queued(inputs)
});