/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Offline_Proposal_SentInputs */

const en_offline_proposal_sent = /** @type {(inputs: Offline_Proposal_SentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Your proposal has been submitted successfully!`)
};

const ur_offline_proposal_sent = /** @type {(inputs: Offline_Proposal_SentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`آپ کا پروپوزل کامیابی سے جمع ہو گیا!`)
};

/**
* | output |
* | --- |
* | "Your proposal has been submitted successfully!" |
*
* @param {Offline_Proposal_SentInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const offline_proposal_sent = /** @type {((inputs?: Offline_Proposal_SentInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Offline_Proposal_SentInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_offline_proposal_sent(inputs)
	return en_offline_proposal_sent(inputs)
});