/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Content_Mode_BothInputs */

const en_content_mode_both = /** @type {(inputs: Content_Mode_BothInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`On campus and online`)
};

const ur_content_mode_both = /** @type {(inputs: Content_Mode_BothInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`کیمپس میں اور آن لائن`)
};

/**
* | output |
* | --- |
* | "On campus and online" |
*
* @param {Content_Mode_BothInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const content_mode_both = /** @type {((inputs?: Content_Mode_BothInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Content_Mode_BothInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_content_mode_both(inputs)
	return en_content_mode_both(inputs)
});