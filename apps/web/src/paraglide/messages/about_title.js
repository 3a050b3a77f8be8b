/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ product: NonNullable<unknown> }} About_TitleInputs */

const en_about_title = /** @type {(inputs: About_TitleInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`About ${i?.product}`)
};

const ur_about_title = /** @type {(inputs: About_TitleInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.product} کے بارے میں`)
};

/**
* | output |
* | --- |
* | "About {product}" |
*
* @param {About_TitleInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const about_title = /** @type {((inputs: About_TitleInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<About_TitleInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_about_title(inputs)
	return en_about_title(inputs)
});