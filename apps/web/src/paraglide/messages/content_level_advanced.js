/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Content_Level_AdvancedInputs */

const en_content_level_advanced = /** @type {(inputs: Content_Level_AdvancedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Advanced`)
};

const ur_content_level_advanced = /** @type {(inputs: Content_Level_AdvancedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ماہرانہ`)
};

/**
* | output |
* | --- |
* | "Advanced" |
*
* @param {Content_Level_AdvancedInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const content_level_advanced = /** @type {((inputs?: Content_Level_AdvancedInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Content_Level_AdvancedInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_content_level_advanced(inputs)
	return en_content_level_advanced(inputs)
});