/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Disputes_DisputeInputs */

const en_disputes_dispute = /** @type {(inputs: Disputes_DisputeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Dispute`)
};

const ur_disputes_dispute = /** @type {(inputs: Disputes_DisputeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`تنازع`)
};

/**
* | output |
* | --- |
* | "Dispute" |
*
* @param {Disputes_DisputeInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const disputes_dispute = /** @type {((inputs?: Disputes_DisputeInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Disputes_DisputeInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_disputes_dispute(inputs)
	return en_disputes_dispute(inputs)
});