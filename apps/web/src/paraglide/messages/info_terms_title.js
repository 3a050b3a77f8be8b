/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Info_Terms_TitleInputs */

const en_info_terms_title = /** @type {(inputs: Info_Terms_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Terms of Service`)
};

const ur_info_terms_title = /** @type {(inputs: Info_Terms_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`شرائطِ خدمت`)
};

/**
* | output |
* | --- |
* | "Terms of Service" |
*
* @param {Info_Terms_TitleInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const info_terms_title = /** @type {((inputs?: Info_Terms_TitleInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Info_Terms_TitleInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_info_terms_title(inputs)
	return en_info_terms_title(inputs)
});