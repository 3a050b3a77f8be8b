/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Disputes_Loading_DisputeInputs */

const en_disputes_loading_dispute = /** @type {(inputs: Disputes_Loading_DisputeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Loading dispute...`)
};

const ur_disputes_loading_dispute = /** @type {(inputs: Disputes_Loading_DisputeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`تنازع لوڈ ہو رہا ہے...`)
};

/**
* | output |
* | --- |
* | "Loading dispute..." |
*
* @param {Disputes_Loading_DisputeInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const disputes_loading_dispute = /** @type {((inputs?: Disputes_Loading_DisputeInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Disputes_Loading_DisputeInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_disputes_loading_dispute(inputs)
	return en_disputes_loading_dispute(inputs)
});