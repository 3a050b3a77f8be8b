/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Content_Fee_FreeInputs */

const en_content_fee_free = /** @type {(inputs: Content_Fee_FreeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Free`)
};

const ur_content_fee_free = /** @type {(inputs: Content_Fee_FreeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`مفت`)
};

/**
* | output |
* | --- |
* | "Free" |
*
* @param {Content_Fee_FreeInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const content_fee_free = /** @type {((inputs?: Content_Fee_FreeInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Content_Fee_FreeInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_content_fee_free(inputs)
	return en_content_fee_free(inputs)
});