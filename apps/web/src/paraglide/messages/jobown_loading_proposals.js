/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Jobown_Loading_ProposalsInputs */

const en_jobown_loading_proposals = /** @type {(inputs: Jobown_Loading_ProposalsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Loading proposals...`)
};

const ur_jobown_loading_proposals = /** @type {(inputs: Jobown_Loading_ProposalsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`پروپوزلز لوڈ ہو رہے ہیں...`)
};

/**
* | output |
* | --- |
* | "Loading proposals..." |
*
* @param {Jobown_Loading_ProposalsInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const jobown_loading_proposals = /** @type {((inputs?: Jobown_Loading_ProposalsInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Jobown_Loading_ProposalsInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_jobown_loading_proposals(inputs)
	return en_jobown_loading_proposals(inputs)
});