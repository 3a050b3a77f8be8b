/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Content_Mode_CampusInputs */

const en_content_mode_campus = /** @type {(inputs: Content_Mode_CampusInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`On campus`)
};

const ur_content_mode_campus = /** @type {(inputs: Content_Mode_CampusInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`کیمپس میں`)
};

/**
* | output |
* | --- |
* | "On campus" |
*
* @param {Content_Mode_CampusInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const content_mode_campus = /** @type {((inputs?: Content_Mode_CampusInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Content_Mode_CampusInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_content_mode_campus(inputs)
	return en_content_mode_campus(inputs)
});