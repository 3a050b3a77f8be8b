/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} About_Values_HeadingInputs */

const en_about_values_heading = /** @type {(inputs: About_Values_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Our Values`)
};

const ur_about_values_heading = /** @type {(inputs: About_Values_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ہماری اقدار`)
};

/**
* | output |
* | --- |
* | "Our Values" |
*
* @param {About_Values_HeadingInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const about_values_heading = /** @type {((inputs?: About_Values_HeadingInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<About_Values_HeadingInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_about_values_heading(inputs)
	return en_about_values_heading(inputs)
});