/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Profedit_City_PlaceholderInputs */

const en_profedit_city_placeholder = /** @type {(inputs: Profedit_City_PlaceholderInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`e.g., Gilgit`)
};

const ur_profedit_city_placeholder = /** @type {(inputs: Profedit_City_PlaceholderInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`مثلاً گلگت`)
};

/**
* | output |
* | --- |
* | "e.g., Gilgit" |
*
* @param {Profedit_City_PlaceholderInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const profedit_city_placeholder = /** @type {((inputs?: Profedit_City_PlaceholderInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Profedit_City_PlaceholderInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_profedit_city_placeholder(inputs)
	return en_profedit_city_placeholder(inputs)
});