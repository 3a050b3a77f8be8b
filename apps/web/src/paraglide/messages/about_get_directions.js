/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} About_Get_DirectionsInputs */

const en_about_get_directions = /** @type {(inputs: About_Get_DirectionsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Get Directions`)
};

const ur_about_get_directions = /** @type {(inputs: About_Get_DirectionsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`راستہ معلوم کریں`)
};

/**
* | output |
* | --- |
* | "Get Directions" |
*
* @param {About_Get_DirectionsInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const about_get_directions = /** @type {((inputs?: About_Get_DirectionsInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<About_Get_DirectionsInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_about_get_directions(inputs)
	return en_about_get_directions(inputs)
});