/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Offline_Milestone_SentInputs */

const en_offline_milestone_sent = /** @type {(inputs: Offline_Milestone_SentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Your work was submitted.`)
};

const ur_offline_milestone_sent = /** @type {(inputs: Offline_Milestone_SentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`آپ کا کام جمع ہو گیا۔`)
};

/**
* | output |
* | --- |
* | "Your work was submitted." |
*
* @param {Offline_Milestone_SentInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const offline_milestone_sent = /** @type {((inputs?: Offline_Milestone_SentInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Offline_Milestone_SentInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_offline_milestone_sent(inputs)
	return en_offline_milestone_sent(inputs)
});