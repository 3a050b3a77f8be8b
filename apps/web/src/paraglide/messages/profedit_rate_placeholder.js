/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Profedit_Rate_PlaceholderInputs */

const en_profedit_rate_placeholder = /** @type {(inputs: Profedit_Rate_PlaceholderInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`e.g., 25`)
};

const ur_profedit_rate_placeholder = /** @type {(inputs: Profedit_Rate_PlaceholderInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`مثلاً 25`)
};

/**
* | output |
* | --- |
* | "e.g., 25" |
*
* @param {Profedit_Rate_PlaceholderInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const profedit_rate_placeholder = /** @type {((inputs?: Profedit_Rate_PlaceholderInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Profedit_Rate_PlaceholderInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_profedit_rate_placeholder(inputs)
	return en_profedit_rate_placeholder(inputs)
});