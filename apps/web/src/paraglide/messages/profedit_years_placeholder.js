/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Profedit_Years_PlaceholderInputs */

const en_profedit_years_placeholder = /** @type {(inputs: Profedit_Years_PlaceholderInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`e.g., 2016-2020`)
};

const ur_profedit_years_placeholder = /** @type {(inputs: Profedit_Years_PlaceholderInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`مثلاً 2016-2020`)
};

/**
* | output |
* | --- |
* | "e.g., 2016-2020" |
*
* @param {Profedit_Years_PlaceholderInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const profedit_years_placeholder = /** @type {((inputs?: Profedit_Years_PlaceholderInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Profedit_Years_PlaceholderInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_profedit_years_placeholder(inputs)
	return en_profedit_years_placeholder(inputs)
});