/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Info_Terms_SectionsInputs */

const en_info_terms_sections = /** @type {(inputs: Info_Terms_SectionsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sections`)
};

const ur_info_terms_sections = /** @type {(inputs: Info_Terms_SectionsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`حصے`)
};

/**
* | output |
* | --- |
* | "Sections" |
*
* @param {Info_Terms_SectionsInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const info_terms_sections = /** @type {((inputs?: Info_Terms_SectionsInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Info_Terms_SectionsInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_info_terms_sections(inputs)
	return en_info_terms_sections(inputs)
});