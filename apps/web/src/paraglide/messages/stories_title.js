/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Stories_TitleInputs */

const en_stories_title = /** @type {(inputs: Stories_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Success Stories`)
};

const ur_stories_title = /** @type {(inputs: Stories_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`کامیابی کی کہانیاں`)
};

/**
* | output |
* | --- |
* | "Success Stories" |
*
* @param {Stories_TitleInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const stories_title = /** @type {((inputs?: Stories_TitleInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Stories_TitleInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_stories_title(inputs)
	return en_stories_title(inputs)
});