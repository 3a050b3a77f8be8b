/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Content_Level_BeginnerInputs */

const en_content_level_beginner = /** @type {(inputs: Content_Level_BeginnerInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Beginner`)
};

const ur_content_level_beginner = /** @type {(inputs: Content_Level_BeginnerInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ابتدائی`)
};

/**
* | output |
* | --- |
* | "Beginner" |
*
* @param {Content_Level_BeginnerInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const content_level_beginner = /** @type {((inputs?: Content_Level_BeginnerInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Content_Level_BeginnerInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_content_level_beginner(inputs)
	return en_content_level_beginner(inputs)
});