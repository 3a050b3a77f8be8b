/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Jobown_Load_Proposals_FailedInputs */

const en_jobown_load_proposals_failed = /** @type {(inputs: Jobown_Load_Proposals_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Failed to load your proposals.`)
};

const ur_jobown_load_proposals_failed = /** @type {(inputs: Jobown_Load_Proposals_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`آپ کے پروپوزلز لوڈ نہیں ہو سکے۔`)
};

/**
* | output |
* | --- |
* | "Failed to load your proposals." |
*
* @param {Jobown_Load_Proposals_FailedInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const jobown_load_proposals_failed = /** @type {((inputs?: Jobown_Load_Proposals_FailedInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Jobown_Load_Proposals_FailedInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_jobown_load_proposals_failed(inputs)
	return en_jobown_load_proposals_failed(inputs)
});