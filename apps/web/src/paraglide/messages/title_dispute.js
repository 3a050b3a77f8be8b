/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Title_DisputeInputs */

const en_title_dispute = /** @type {(inputs: Title_DisputeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Dispute`)
};

const ur_title_dispute = /** @type {(inputs: Title_DisputeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`تنازع`)
};

/**
* | output |
* | --- |
* | "Dispute" |
*
* @param {Title_DisputeInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const title_dispute = /** @type {((inputs?: Title_DisputeInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Title_DisputeInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_title_dispute(inputs)
	return en_title_dispute(inputs)
});